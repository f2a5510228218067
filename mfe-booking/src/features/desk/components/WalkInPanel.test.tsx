import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { doctorsOf } from '@hospital/hospital-data';
import { StaffClient } from '../api/staff-client';
import { WalkInPanel } from './WalkInPanel';

const GASTRO = 'Gastroenterology & Surgery';
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
const token = (doctor: string) => ({ number: 7, doctor, day: '2026-12-01', arrivedAt: '2026-12-01T05:12:00.000Z' });
const slots = (...times: string[]) => answer({ success: true, slots: times.map((time) => ({ date: '2026-12-01', time, doctors: [] })) });

// Typing a whole form takes a few seconds when the machine is busy (a test cut off at 5 s typed into the next one's form).
jest.setTimeout(30_000);

describe('the walk-in form', () => {
  it("offers no time while another doctor's free times load, so a walk-in is never added at the previous doctor's time", async () => {
    let releaseSecond: (value: unknown) => void = () => undefined;
    const second = new Promise((resolve) => (releaseSecond = resolve));
    // After the walk-in its time is taken: the third look-up answers without it.
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(slots('10:30', '10:45'))
      .mockReturnValueOnce(second)
      .mockImplementation((url: string) =>
        Promise.resolve(
          url.includes('/slots')
            ? slots('11:40')
            : answer({ success: true, reference: 'ASH-1', extra: false, token: token(doctorsOf(GASTRO)[1]?.slug ?? '') }),
        ),
      );
    Object.assign(globalThis, { fetch: fetchMock });
    const onAdded = jest.fn();
    render(<WalkInPanel client={new StaffClient()} onAdded={onAdded} />);
    const time = screen.getByLabelText('Free time today');
    expect(await screen.findByRole('option', { name: '10:30' })).toBeInTheDocument();
    expect(time).toBeEnabled();

    const doctor = doctorsOf(GASTRO)[0]?.slug ?? '';
    await userEvent.selectOptions(screen.getByLabelText('Department'), GASTRO);
    expect(time).toBeDisabled();
    expect(screen.queryByRole('option', { name: '10:30' })).not.toBeInTheDocument();

    releaseSecond(slots('11:20', '11:40'));
    expect(await screen.findByRole('option', { name: '11:20' })).toBeInTheDocument();
    expect(time).toHaveValue('11:20');
    await userEvent.type(screen.getByLabelText('Patient’s full name'), 'Venkat Rao');
    await userEvent.type(screen.getByLabelText('Age'), '52');
    expect(screen.queryByLabelText('Parent’s or guardian’s name')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/walk-ins'));
    expect(JSON.parse(String((posted?.[1] as RequestInit).body))).toMatchObject({ service: GASTRO, doctor, time: '11:20' });
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(
        expect.stringContaining('Walk-in Venkat Rao added at 11:20 and checked in: token 7'),
        expect.objectContaining({ number: 7, patient: 'Venkat Rao', reference: 'ASH-1', arrivedAt: '2026-12-01T05:12:00.000Z' }),
      ),
    );
    // The form is empty for the next patient, and the time just taken has left the list.
    expect(screen.getByLabelText('Patient’s full name')).toHaveValue('');
    await waitFor(() => expect(time).toHaveValue('11:40'));
    expect(screen.queryByRole('option', { name: '11:20' })).not.toBeInTheDocument();
  });

  it("asks a baby's months and a parent's or guardian's name when the age is 0 years, and sends them with age 0", async () => {
    // Her walk-in takes the day's last free time.
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce(slots('10:30'))
      .mockImplementation((url: string) =>
        Promise.resolve(
          url.includes('/slots') ? slots() : answer({ success: true, reference: 'ASH-2', extra: false, token: token('dr-karthik-varma') }),
        ),
      );
    const onAdded = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    render(<WalkInPanel client={new StaffClient()} onAdded={onAdded} />);
    expect(await screen.findByRole('option', { name: '10:30' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Patient’s full name'), 'Baby of Asha');
    expect(screen.queryByLabelText('Age in months')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Age'), '0');
    await userEvent.type(screen.getByLabelText('Age in months'), '7');
    await userEvent.type(screen.getByLabelText('Parent’s or guardian’s name'), 'Asha');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543211');
    await userEvent.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/walk-ins'));
    expect(JSON.parse(String((posted?.[1] as RequestInit).body))).toMatchObject({ age: 0, ageMonths: 7, guardianName: 'Asha' });
    await waitFor(() =>
      expect(onAdded).toHaveBeenCalledWith(expect.stringContaining('Walk-in Baby of Asha added at 10:30'), expect.anything()),
    );
    expect(screen.getByLabelText('Age')).toHaveValue('');
    expect(screen.queryByLabelText('Age in months')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Parent’s or guardian’s name')).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'No free time left today' })).toBeInTheDocument();
  });

  it('sends the language, e-mail and WhatsApp, then leaves nothing of this patient for the next: gender and language included', async () => {
    const fetchMock = jest
      .fn()
      .mockImplementation((url: string) =>
        Promise.resolve(
          url.includes('/slots')
            ? slots('10:30', '10:45')
            : answer({ success: true, reference: 'ASH-3', extra: false, token: token('dr-x') }),
        ),
      );
    Object.assign(globalThis, { fetch: fetchMock });
    const onAdded = jest.fn();
    render(<WalkInPanel client={new StaffClient()} onAdded={onAdded} />);
    expect(await screen.findByRole('option', { name: '10:30' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Patient’s full name'), 'Sai Kiran');
    await userEvent.type(screen.getByLabelText('Age'), '30');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await userEvent.type(screen.getByLabelText('Phone'), '9876543212');
    await userEvent.selectOptions(screen.getByLabelText('Write to the patient in'), 'తెలుగు');
    await userEvent.type(screen.getByLabelText('E-mail (optional)'), 'sai@example.in');
    await userEvent.type(screen.getByLabelText('WhatsApp number (optional)'), '9876543213');
    await userEvent.click(screen.getByRole('button', { name: 'Add the walk-in' }));
    const posted = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/walk-ins'));
    expect(JSON.parse(String((posted?.[1] as RequestInit).body))).toMatchObject({
      language: 'te',
      email: 'sai@example.in',
      whatsapp: '9876543213',
    });
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    for (const label of ['Patient’s full name', 'Age', 'Gender', 'Phone', 'E-mail (optional)', 'WhatsApp number (optional)'])
      expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Write to the patient in')).toHaveValue('en');
  });

  it('says the doctor has no clinic today, and the next free day, rather than "no free time left"', async () => {
    Object.assign(globalThis, {
      fetch: jest.fn().mockResolvedValue(answer({ success: true, slots: [], clinic: false, nextDate: '2026-12-02' })),
    });
    render(<WalkInPanel client={new StaffClient()} onAdded={jest.fn()} />);
    const doctor = doctorsOf('General Medicine & Family Care')[0]?.name ?? '';
    expect(
      await screen.findByRole('option', { name: `${doctor} has no clinic today (next free time: Wed, 2 Dec 2026)` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'No free time left today' })).not.toBeInTheDocument();
  });
});
