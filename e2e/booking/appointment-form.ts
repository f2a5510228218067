import { mentionsEmergencySign } from '../../mfe-booking/src/features/appointment/data/emergency-signs';
import { expect, type APIRequestContext, type Locator, type Page } from '../support/test';

export interface Patient {
  fullName: string;
  age: string;
  gender: 'Male' | 'Female' | 'Other';
  email: string;
  phone: string;
  address: string;
  service: string;
  /** A doctor's slug, or none for 'Any available doctor'. */
  doctor?: string;
  /** Chosen by `fill`: the first day with free times the API lists, one of the times the form shows (never hard-coded: tests run at any hour). */
  date?: string;
  time?: string;
  message?: string;
}

/** A date some days ahead in the browser's (and this machine's) local calendar. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A phone number no other booking of the run uses: one booking per phone, department and day is the rule. */
export const uniquePhone = (): string => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

export const patient = (overrides: Partial<Patient> = {}): Patient => ({
  fullName: 'Meera Krishnamurthy',
  age: '58',
  gender: 'Female',
  email: 'meera.k@example.in',
  phone: uniquePhone(),
  address: '4-2-110, Old Bowenpally, Secunderabad 500011',
  service: 'Cardiology & Heart Care',
  message: 'Breathless on stairs; previous ECG report attached at visit.',
  ...overrides,
});

export interface FreeDay {
  date: string;
  times: string[];
  bookableUntil: string;
}

/** The first day (from today in India) with free times for the service (and doctor), from the slots API. */
export async function firstFreeDay(request: APIRequestContext, service: string, doctor?: string, from = daysAhead(0)): Promise<FreeDay> {
  let date: string | null = from;
  for (let hops = 0; date && hops < 40; hops++) {
    const query = new URLSearchParams({ service, date, ...(doctor ? { doctor } : {}) });
    const response = await request.get(`/api/appointments/slots?${query.toString()}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as {
      slots: Array<{ time: string }>;
      nextDate: string | null;
      bookableFrom: string;
      bookableUntil: string;
    };
    if (answer.slots.length > 0) return { date, times: answer.slots.map((slot) => slot.time), bookableUntil: answer.bookableUntil };
    date = date < answer.bookableFrom ? answer.bookableFrom : answer.nextDate;
  }
  throw new Error(`No free ${service} time within the horizon`);
}

/** One of the times at random, so tests running side by side rarely want the same one. */
export const anyOf = (times: string[]): string => times[Math.floor(Math.random() * times.length)] ?? '';

/** The stand-in payment gateway's checkout, in its frame over the page. */
export const standInCheckout = (page: Page) => page.frameLocator('iframe[data-stand-in-checkout]');

/**
 * Closes the stand-in checkout with its Cancel button. Dispatched rather than pressed through the input pipeline:
 * the button removes its own frame, and a pointer press whose frame goes mid-press once held a test until its
 * time ran out (Playwright stuck in "performing click action").
 */
export const cancelStandInCheckout = (page: Page) =>
  standInCheckout(page).getByRole('button', { name: 'Cancel payment' }).dispatchEvent('click');

/** The group of times offered when the chosen one was just taken, in the site's three languages. */
const NEAREST_FREE_TIMES = /^(Nearest free times|దగ్గరలో ఉన్న ఖాళీ సమయాలు|सबसे नज़दीकी खाली समय)$/;

/** The appointment form, wherever it is rendered (its own page or the home page's band). */
export class AppointmentFormPage {
  readonly form: Locator;
  /** What takes the form's place once booked: the confirmation, its heading focused. */
  readonly confirmation: Locator;
  /** What takes the form's place while a Pay Now booking is held for its payment. */
  readonly held: Locator;

  constructor(
    readonly page: Page,
    scope: Locator | Page = page,
    name: string | RegExp = /Book an/,
  ) {
    this.form = scope.getByRole('form', { name });
    this.confirmation = scope.getByRole('region', { name: /^(Your appointment is booked|మీ అపాయింట్‌మెంట్ బుక్ అయింది|आपका अपॉइंटमेंट बुक हो गया है)$/ });
    this.held = scope.getByRole('region', {
      name: /^(Your time is held: finish booking|మీ సమయం ఉంచబడింది: బుకింగ్ పూర్తి చేయండి|आपका समय रोका गया है: बुकिंग पूरी करें)$/,
    });
  }

  /** Goes to `path` and waits for the form: the first visit after the stack starts can be slow on a busy machine. */
  async open(path: string, reveal?: Locator) {
    await this.page.goto(path);
    // A slot loads its widget only as it nears the viewport.
    if (reveal) await reveal.scrollIntoViewIfNeeded();
    await expect(this.form).toBeVisible({ timeout: 45_000 });
  }

  /** Labels end in a decorative '*' or '(optional)', so match from the start. */
  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${label}(?: \\*| \\(optional\\))?$`));
  }

  /** The strip of the next 14 days: one radio group, a day without free times disabled. */
  get days(): Locator {
    return this.form.getByRole('group', { name: 'Choose a day' });
  }

  dayChoice(date: string): Locator {
    return this.days.locator(`input[type="radio"][value="${date}"]`);
  }

  /** The free times of the chosen day: one radio group. */
  get times(): Locator {
    return this.form.getByRole('group', { name: 'Preferred time' });
  }

  timeChoice(time: string): Locator {
    return this.times.locator(`input[type="radio"][value="${time}"]`);
  }

  get submit() {
    return this.form.getByRole('button', { name: /Book Appointment|Sending/ });
  }

  /**
   * Sends the form with `submit` (the English page's button unless told). When the time was taken meanwhile (a
   * test in the other worker booked the same doctor's first free day), takes the nearest free time offered and
   * sends again, as a patient would; `p`'s date and time follow the form. The last answer to the booking request.
   */
  async submitTakingNearest(p?: Patient, submit: Locator = this.submit) {
    let answer = this.page.waitForResponse('**/api/appointments/book-appointment');
    await submit.click();
    if ((await answer).status() === 409) {
      answer = this.page.waitForResponse('**/api/appointments/book-appointment');
      await this.form.getByRole('group', { name: NEAREST_FREE_TIMES }).getByRole('radio').first().check();
      if (p) {
        p.date = await this.form.locator('input[name="preferredDate"]').inputValue();
        p.time = await this.times.locator('input[type="radio"]:checked').inputValue();
      }
      await submit.click();
    }
    return answer;
  }

  payButton(name: 'Pay Now' | 'Pay at Hospital') {
    return this.form.getByRole('button', { name, exact: true });
  }

  /**
   * Fills the form in its order, times first: department and doctor, the day (from the strip when it lists it,
   * else typed; `typeDate` types it anyway), a time, then the patient's details. Picks a free day and time from
   * the slots API unless the patient has them.
   */
  async fill(p: Patient, { typeDate = false } = {}) {
    await this.field('Service').selectOption(p.service);
    if (p.doctor) await this.field('Doctor').selectOption(p.doctor);
    if (!p.date) {
      // A day with room: tests beside each other can book out a day that had only a few free times left.
      let day = await firstFreeDay(this.page.request, p.service, p.doctor);
      for (let hops = 0; day.times.length < 4 && hops < 5; hops++) {
        const next = new Date(`${day.date}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        day = await firstFreeDay(this.page.request, p.service, p.doctor, next.toISOString().slice(0, 10));
      }
      p.date = day.date;
    }
    await expect(this.days.getByRole('radio').first()).toBeAttached();
    if (!typeDate && (await this.dayChoice(p.date).count()) > 0) await this.dayChoice(p.date).check();
    else await this.field('Preferred date').fill(p.date);
    await expect(this.field('Preferred date')).toHaveValue(p.date);
    // One of the times the form shows: a test beside this one may have booked a time the API listed a moment ago.
    if (!p.time) {
      const shown = this.times.getByRole('radio');
      await expect(shown.first()).toBeVisible();
      p.time = anyOf(await shown.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value)));
    }
    await this.timeChoice(p.time).check();
    await this.field('Full name').fill(p.fullName);
    await this.field('Age').fill(p.age);
    await this.field('Gender').selectOption(p.gender);
    await this.field('E-mail').fill(p.email);
    await this.field('Phone').fill(p.phone);
    await this.field('Address').fill(p.address);
    if (p.message) await this.field('Message').fill(p.message);
    // A message naming an emergency brings the call prompt above the payment buttons: a tap waits for it, as a patient's eye does.
    if (p.message && mentionsEmergencySign(p.message)) await expect(this.emergencyCall).toBeVisible();
  }

  /** The prompt's call link, in any language: shown while the message names an emergency sign. */
  get emergencyCall(): Locator {
    return this.form.locator('[aria-live="assertive"]').getByRole('link');
  }

  /** Everything typed is still there; a time refused as just taken is no longer offered, nor chosen. */
  async expectValues(p: Patient, { timeTaken = false } = {}) {
    await expect(this.field('Full name')).toHaveValue(p.fullName);
    await expect(this.field('Age')).toHaveValue(p.age);
    await expect(this.field('Gender')).toHaveValue(p.gender);
    await expect(this.field('E-mail')).toHaveValue(p.email);
    await expect(this.field('Phone')).toHaveValue(p.phone);
    await expect(this.field('Address')).toHaveValue(p.address);
    await expect(this.field('Service')).toHaveValue(p.service);
    await expect(this.field('Doctor')).toHaveValue(p.doctor ?? '');
    await expect(this.field('Preferred date')).toHaveValue(p.date ?? '');
    if (timeTaken) await expect(this.timeChoice(p.time ?? '')).toHaveCount(0);
    else await expect(this.timeChoice(p.time ?? '')).toBeChecked();
  }

  /** The confirmation stands alone; "Book another appointment" brings back an emptied form, focus on its first field (the department). */
  async expectCleared() {
    await expect(this.form).toHaveCount(0);
    await this.confirmation.getByRole('button', { name: 'Book another appointment' }).click();
    await expect(this.field('Service')).toBeFocused();
    for (const label of [
      'Full name',
      'Age',
      'Gender',
      'E-mail',
      'Phone',
      'WhatsApp number',
      'Address',
      'Service',
      'Doctor',
      'Preferred date',
      'Message',
    ]) {
      await expect(this.field(label)).toHaveValue('');
    }
    await expect(this.times.getByRole('radio')).toHaveCount(0);
    await expect(this.times).toContainText('Choose a service and a date to see the free times.');
  }
}
