import { fromLagos, lagos } from '@app/shared';

/** A Lagos day 'YYYY-MM-DD' as the phone app titles it, e.g. 'Sat 28 Nov'. */
export const dayLabel = (day: string) => lagos(fromLagos(day, '12:00')).format('ddd D MMM');
