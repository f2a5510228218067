import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  bookingMessagesReady,
  createAppointmentSchema,
  loadBookingMessages,
  hospitalToday,
  type AppointmentInput,
  type AppointmentPayload,
} from '@hospital/booking-contract';
import { usePageLanguage } from '@hospital/hospital-data';
import {
  EMPTY_APPOINTMENT,
  FIELD_ORDER,
  asksGuardian,
  asksMonths,
  type AppointmentField,
  type AppointmentValues,
} from '../data/form-defaults';

/** An empty number input holds '', which is no number at all (Number('') would be 0). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The months are sent only with an age of 0 years, the guardian only under 18: a field left from before does not count. */
const toInput = (values: AppointmentValues): AppointmentInput => ({
  ...values,
  age: numberOf(values.age),
  ageMonths: asksMonths(values.age) ? numberOf(values.ageMonths) : undefined,
  guardianName: asksGuardian(values.age) ? values.guardianName : undefined,
});

/**
 * The form's state, validated by the shared schema on every change. A field shows its error once
 * it has been left (or the form submitted), then follows each keystroke; a failed submit moves
 * focus to the first faulty field. Small on purpose: a form library cost more bytes than this.
 */
export function useAppointmentForm(
  onValid: (payload: AppointmentPayload) => Promise<boolean>,
  initial: AppointmentValues = EMPTY_APPOINTMENT,
) {
  // The visitor's own 'today' (not UTC): at 00:30 in Hyderabad the UTC date is still yesterday.
  const schema = useMemo(() => createAppointmentSchema({ today: () => hospitalToday() }), []);
  // The messages in the page's language; a language whose booking messages are still loading shows English
  // until they arrive, then renders again.
  const language = usePageLanguage();
  const ready = bookingMessagesReady(language);
  const [, messagesArrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadBookingMessages(language).then(() => {
      if (current) messagesArrived((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  // `initial`: choices a link made (/appoinment?doctor=…); a booking clears them like everything else.
  const [values, setValues] = useState<AppointmentValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<AppointmentField, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const elements = useRef<Partial<Record<AppointmentField, HTMLElement | null>>>({});

  const problems = useMemo(() => {
    const result = schema.safeParse(toInput(values), language);
    const found: Partial<Record<AppointmentField, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as AppointmentField;
        found[field] ??= issue.message;
      }
    }
    return { found, payload: result.success ? result.data : undefined };
    // `ready`: the same language's messages, once they arrive, give other texts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, values, language, ready]);

  const errors: Partial<Record<AppointmentField, string>> = {};
  for (const field of FIELD_ORDER) {
    if (submitted || touched[field]) errors[field] = problems.found[field];
  }

  const setValue = useCallback((field: AppointmentField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const markTouched = (name: AppointmentField) => setTouched((current) => (current[name] ? current : { ...current, [name]: true }));

  /** Props for a text-like control: value, change, blur and a ref for focusing on error. */
  const field = (name: AppointmentField) => ({
    name,
    value: values[name],
    ref: (element: HTMLElement | null) => {
      elements.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    onBlur: () => markTouched(name),
  });

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    if (!problems.payload) {
      const first = FIELD_ORDER.find((name) => problems.found[name]);
      if (first) elements.current[first]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      if (await onValid(problems.payload)) {
        setValues(EMPTY_APPOINTMENT);
        setTouched({});
        setSubmitted(false);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Empties the form (a booking made after the submit returned: a Pay Now booking once paid). */
  const reset = useCallback(() => {
    setValues(EMPTY_APPOINTMENT);
    setTouched({});
    setSubmitted(false);
  }, []);

  return { values, errors, isSubmitting, field, setValue, markTouched, elements, onSubmit, reset };
}
