import {
  enquiryIntents,
  intentLabels,
  meetingDurationLabels,
  meetingDurations,
  viewingDayLabels,
  viewingDays,
  type EnquiryIntent,
} from '@/domain/enquiry/enquiry-schema';
import { describedBy, enquiryFieldId, labelClass, OptionalMark, type FieldKit } from './enquiry-form-kit';

/* The enquiry form's choices: what the visitor wants, and the details that intent asks for. */

const chipClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border-2 border-ink-muted has-[:checked]:border-ink has-[:checked]:bg-paper';

export function IntentFieldset({ kit, initialIntent }: { kit: FieldKit; initialIntent: EnquiryIntent }) {
  return (
    <fieldset aria-describedby={describedBy(kit.errors, 'intent')}>
      <legend className={labelClass}>What would you like?</legend>
      <div className="flex flex-wrap gap-3">
        {enquiryIntents.map((intent, index) => (
          <label
            key={intent}
            className={`${chipClass} min-h-12 px-4 py-2 ${intent === 'viewing' ? 'enquiry-viewing-choice' : ''}`}
          >
            <input
              type="radio"
              value={intent}
              id={index === 0 ? enquiryFieldId('intent') : undefined}
              defaultChecked={intent === initialIntent}
              className="size-5 accent-ink"
              {...kit.field('intent')}
            />
            {intentLabels[intent]}
          </label>
        ))}
      </div>
      <p className="enquiry-virtual-office-note mt-2 text-sm text-ink-soft">
        A virtual office needs no viewing or size: tell us the town and the services you want (address, mail,
        calls, registered office), or{' '}
        <a className="link" href="/virtual-offices/order">
          buy one online
        </a>
        .
      </p>
      {kit.errorFor('intent')}
    </fieldset>
  );
}

export function ViewingDaysFieldset({ kit }: { kit: FieldKit }) {
  return (
    <fieldset className="enquiry-viewing-days" aria-describedby={describedBy(kit.errors, 'preferredDays')}>
      <legend className={labelClass}>Which days suit you for a viewing?</legend>
      <div className="flex flex-wrap gap-2">
        {viewingDays.map((day, index) => (
          <label key={day} className={`${chipClass} min-h-11 px-3 py-1.5`}>
            <input
              type="checkbox"
              value={day}
              id={index === 0 ? enquiryFieldId('preferredDays') : undefined}
              className="size-5 accent-ink"
              {...kit.field('preferredDays')}
            />
            {viewingDayLabels[day]}
          </label>
        ))}
      </div>
      {kit.errorFor('preferredDays')}
    </fieldset>
  );
}

export function QuoteFieldset({ kit }: { kit: FieldKit }) {
  const { errors, errorFor, textInput } = kit;
  return (
    <fieldset
      className="enquiry-quote-fields gap-5 rounded-xl border-2 border-line p-4 tablet:grid-cols-2"
    >
      <legend className="px-1 font-bold">For your quote</legend>
      <div>
        <label htmlFor={enquiryFieldId('quoteSizeSqFt')} className={labelClass}>
          Size in square feet <OptionalMark />
        </label>
        <p id={enquiryFieldId('quoteSizeSqFt-hint')} className="mb-1 text-sm text-ink-soft">
          A rough figure is fine, such as 500.
        </p>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          {...textInput('quoteSizeSqFt')}
          aria-describedby={describedBy(errors, 'quoteSizeSqFt', enquiryFieldId('quoteSizeSqFt-hint'))}
        />
        {errorFor('quoteSizeSqFt')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('quoteStartDate')} className={labelClass}>
          Start date <OptionalMark />
        </label>
        <p id={enquiryFieldId('quoteStartDate-hint')} className="mb-1 text-sm text-ink-soft">
          When you would like to move in.
        </p>
        <input
          type="date"
          {...textInput('quoteStartDate')}
          aria-describedby={describedBy(errors, 'quoteStartDate', enquiryFieldId('quoteStartDate-hint'))}
        />
        {errorFor('quoteStartDate')}
      </div>
    </fieldset>
  );
}

export function MeetingFieldset({ kit }: { kit: FieldKit }) {
  const { errorFor, textInput } = kit;
  return (
    <fieldset
      className="enquiry-meeting-fields gap-5 rounded-xl border-2 border-line p-4 tablet:grid-cols-2"
    >
      <legend className="px-1 font-bold">Meeting room details</legend>
      <div>
        <label htmlFor={enquiryFieldId('meetingDate')} className={labelClass}>
          Date
        </label>
        <input type="date" {...textInput('meetingDate')} />
        {errorFor('meetingDate')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('meetingStartTime')} className={labelClass}>
          Start time
        </label>
        <input type="time" step={900} {...textInput('meetingStartTime')} />
        {errorFor('meetingStartTime')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('meetingDuration')} className={labelClass}>
          How long
        </label>
        <select {...textInput('meetingDuration')}>
          <option value="">Choose</option>
          {meetingDurations.map((duration) => (
            <option key={duration} value={duration}>
              {meetingDurationLabels[duration]}
            </option>
          ))}
        </select>
        {errorFor('meetingDuration')}
      </div>
      <div>
        <label htmlFor={enquiryFieldId('meetingAttendees')} className={labelClass}>
          Number of people
        </label>
        <input type="number" inputMode="numeric" min={1} max={500} {...textInput('meetingAttendees')} />
        {errorFor('meetingAttendees')}
      </div>
    </fieldset>
  );
}
