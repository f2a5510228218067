// The matcher against phrasings it was not written from (emergency-corpus.json, by another author): how much it
// hears in each language, and that it raises no false alarm. A miss is a place to extend the signs, not to
// lower the bar.
import corpus from './emergency-corpus.json';
import { mentionsEmergencySign } from './emergency-signs';

const HEARD_AT_LEAST = 0.8;

describe('the emergency prompt against a held-out corpus', () => {
  it.each(Object.entries(corpus.emergencies))('hears at least 80 %% of the %s phrasings', (_language, phrasings) => {
    const missed = phrasings.filter((text) => !mentionsEmergencySign(text));
    expect(phrasings.length).toBeGreaterThanOrEqual(30);
    expect({ heard: 1 - missed.length / phrasings.length >= HEARD_AT_LEAST, missed }).toEqual({ heard: true, missed });
  });

  it('raises no alarm on a message that is not an emergency', () => {
    expect(corpus.not_emergencies.filter((text) => mentionsEmergencySign(text))).toEqual([]);
  });
});
