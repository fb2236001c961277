// A row of five stars (商品质量 / 服务态度 / 物流服务): five radio buttons under one group name, so Tab reaches
// the row and the arrow keys move the choice; the stars up to the chosen one light up and the row
// says N分. An error below is tied to the group with aria-describedby.
import { errorIdOf } from '#web/features/ui/FormRow.tsx';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: number | null;
  error?: string;
  onChange: (value: number) => void;
}) {
  const lit = value ?? 0;
  return (
    <fieldset
      className={`star-row${error ? ' has-error' : ''}`}
      aria-describedby={errorIdOf(id)}
      aria-invalid={error ? true : undefined}
      data-testid={`${id}-row`}
    >
      <legend className="star-legend">{label}</legend>
      <span className="star-options">
        {STARS.map((n) => (
          <label key={n} className={`star${n <= lit ? ' is-lit' : ''}`}>
            <input
              id={n === 1 ? id : undefined}
              type="radio"
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="star-input"
            />
            <svg className="star-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z" />
            </svg>
            <span className="visually-hidden">{`${n}星`}</span>
          </label>
        ))}
      </span>
      <span className="star-score">{value ? `${value}分` : ''}</span>
      <p className="star-error" id={errorIdOf(id)} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
