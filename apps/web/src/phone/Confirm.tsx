/** A question asked in place, before an action that cannot be undone (reject, no-show). */
export function Confirm(props: {
  question: string;
  yes: string;
  loading: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <div className="ask">
      <p>{props.question}</p>
      <div className="actions">
        <button type="button" className="btn btn-plain" onClick={props.onNo}>
          Back
        </button>
        <button
          type="button"
          className="btn btn-danger"
          disabled={props.loading}
          aria-busy={props.loading}
          onClick={props.onYes}
        >
          {props.yes}
        </button>
      </div>
    </div>
  );
}
