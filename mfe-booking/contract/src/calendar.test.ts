import { calendarUid, foldCalendar, foldCalendarLine } from './calendar';

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('what every calendar file of an appointment shares', () => {
  it('one UID per appointment, the one the e-mails have always used', () => {
    expect(calendarUid('ASH-7K3Q-9XPD')).toBe('ASH-7K3Q-9XPD@ashrayahospital.in');
  });

  it('folds at 75 octets, not characters: a Telugu line of 60 letters is 180 octets', () => {
    const line = `SUMMARY:${'గుండె'.repeat(20)}`;
    const folded = foldCalendarLine(line);
    for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((part) => part.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldCalendarLine('UID:short')).toBe('UID:short');
  });

  it('refolds a file another tool folded by characters, keeping its end of line', () => {
    const byCharacters = `BEGIN:VEVENT\r\nDESCRIPTION:${'ఆ'.repeat(75)}\r\n\t${'ఆ'.repeat(30)}\r\nEND:VEVENT\r\n`;
    const refolded = foldCalendar(byCharacters);
    expect(refolded.endsWith('END:VEVENT\r\n')).toBe(true);
    for (const part of refolded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(refolded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\nDESCRIPTION:${'ఆ'.repeat(105)}\r\nEND:VEVENT\r\n`);
  });
});
