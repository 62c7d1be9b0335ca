/**
 * The arrival chime (issue 34): a short two-note tone made with WebAudio, so it costs no audio file.
 * On by default; the provider turns it off per device (Settings > Notifications), kept in this
 * browser only, as a shared computer at the front desk may want it while a laptop at home does not.
 */
const SOUND_KEY = 'arrivalSound';

export const soundOn = () => localStorage.getItem(SOUND_KEY) !== 'off';
export const setSoundOn = (on: boolean) => localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');

export function playChime() {
  if (!soundOn() || typeof AudioContext === 'undefined') return;
  const audio = new AudioContext();
  const gain = audio.createGain();
  gain.connect(audio.destination);
  const start = audio.currentTime;
  gain.gain.setValueAtTime(0.15, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + 0.45);
  // Two rising notes (A5, E6): heard over a salon's noise, and unlike a phone's ring.
  [880, 1319].forEach((hz, i) => {
    const tone = audio.createOscillator();
    tone.frequency.value = hz;
    tone.connect(gain);
    tone.start(start + i * 0.15);
    tone.stop(start + 0.45);
  });
  // A page may make only a few contexts: close it once the chime is over.
  setTimeout(() => void audio.close(), 600);
}
