import { expect, type Locator, type Page } from '../support/test';

export interface Patient {
  fullName: string;
  age: string;
  gender: 'Male' | 'Female' | 'Other';
  email: string;
  phone: string;
  address: string;
  service: string;
  date: string;
  time: string;
  message?: string;
}

/** A date some days ahead in the browser's (and this machine's) local calendar. */
export function daysAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const patient = (overrides: Partial<Patient> = {}): Patient => ({
  fullName: 'Meera Krishnamurthy',
  age: '58',
  gender: 'Female',
  email: 'meera.k@example.in',
  phone: '9866012345',
  address: '4-2-110, Old Bowenpally, Secunderabad 500011',
  service: 'Cardiology & Heart Care',
  date: daysAhead(5),
  time: '10:30',
  message: 'Breathless on stairs; previous ECG report attached at visit.',
  ...overrides,
});

/** The appointment form, wherever it is rendered (its own page or the home page's band). */
export class AppointmentFormPage {
  readonly form: Locator;

  constructor(readonly page: Page, scope: Locator | Page = page, name: string | RegExp = /Book an/) {
    this.form = scope.getByRole('form', { name });
  }

  /** Labels end in a decorative '*' or '(optional)', so match from the start. */
  /** Goes to `path` and waits for the form: the first visit after the stack starts can be slow on a busy machine. */
  async open(path: string, reveal?: Locator) {
    await this.page.goto(path);
    // A slot loads its widget only as it nears the viewport.
    if (reveal) await reveal.scrollIntoViewIfNeeded();
    await expect(this.form).toBeVisible({ timeout: 45_000 });
  }

  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${label}(?: \\*| \\(optional\\))?$`));
  }

  get submit() {
    return this.form.getByRole('button', { name: /Book Appointment|Sending/ });
  }

  payButton(name: 'Pay Now' | 'Pay at Hospital') {
    return this.form.getByRole('button', { name, exact: true });
  }

  async fill(p: Patient) {
    await this.field('Full name').fill(p.fullName);
    await this.field('Age').fill(p.age);
    await this.field('Gender').selectOption(p.gender);
    await this.field('E-mail').fill(p.email);
    await this.field('Phone').fill(p.phone);
    await this.field('Address').fill(p.address);
    await this.field('Service').selectOption(p.service);
    await this.field('Preferred date').fill(p.date);
    await this.field('Preferred time').fill(p.time);
    if (p.message) await this.field('Message').fill(p.message);
  }

  async expectValues(p: Patient) {
    await expect(this.field('Full name')).toHaveValue(p.fullName);
    await expect(this.field('Age')).toHaveValue(p.age);
    await expect(this.field('Gender')).toHaveValue(p.gender);
    await expect(this.field('E-mail')).toHaveValue(p.email);
    await expect(this.field('Phone')).toHaveValue(p.phone);
    await expect(this.field('Address')).toHaveValue(p.address);
    await expect(this.field('Service')).toHaveValue(p.service);
    await expect(this.field('Preferred date')).toHaveValue(p.date);
    await expect(this.field('Preferred time')).toHaveValue(p.time);
  }

  async expectCleared() {
    for (const label of ['Full name', 'Age', 'Gender', 'E-mail', 'Phone', 'WhatsApp number', 'Address', 'Service', 'Preferred date', 'Preferred time', 'Message']) {
      await expect(this.field(label)).toHaveValue('');
    }
  }
}
