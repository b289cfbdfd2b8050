/**
 * The cabin chosen on the deck plan, inside the booking form: a hidden `cabinNumber`, a line that says
 * which cabin it is, and a link that takes it back out. The chosen cabin's class (or a class chosen in the
 * list) is set in the form's class choice by the form itself (lead-form.tsx), on the server and in the
 * browser.
 */
import { useLocation } from 'react-router';
import { Link } from '../../ui/link';
import type { CabinPick } from '../_deck/view';
import { hrefWith } from '../../../shared/routes';
import { FieldError } from '../../ui/field-error';
import { fieldId } from './lead-field';

export function ChosenCabin({
  cabin,
  error,
  bookingId,
}: {
  cabin: CabinPick | null;
  error?: string;
  bookingId: string;
}) {
  const here = useLocation();
  if (!cabin && !error) return null;
  return (
    <div className="lead__field lead__field--wide lead-cabin">
      {cabin ? (
        <>
          <input type="hidden" name="cabinNumber" value={cabin.number} />
          <p className="lead-cabin__line" id={fieldId('cabinNumber')} tabIndex={-1}>
            {`Каюта ${cabin.number}, категория «${cabin.categoryName}», ${cabin.deckName.toLowerCase()}`}
          </p>
          <Link
            to={hrefWith(here, { cabin: null }, bookingId)}
            className="lead-cabin__clear"
            preventScrollReset
          >
            Убрать каюту<span className="visually-hidden"> {cabin.number} из заявки</span>
          </Link>
        </>
      ) : null}
      <FieldError fieldId={fieldId('cabinNumber')} error={error} className="lead__error" />
    </div>
  );
}
