import fc from 'fast-check';
import { mentionsEmergencySign } from './emergency-signs';
import { MAX_CHARS } from './latin-words';

describe('emergency signs in a booking’s message', () => {
  it.each([
    // English
    'Chest pain since this morning',
    'My father is breathless even at rest',
    'She was unconscious for a minute yesterday',
    'Heavy bleeding after delivery',
    'pain in my chest when walking',
    'mother cannot breathe properly',
    'his face is drooping on one side',
    'weakness in the left arm since an hour',
    'slurred speech and suddenly confused',
    'had a seizure this morning',
    'severe burns on both arms',
    'my son swallowed kerosene',
    'baby not feeding and very drowsy',
    // Telugu, its own script
    'నిన్నటి నుంచి ఛాతీ నొప్పి',
    'నాన్నకు ఊపిరి ఆడటం లేదు',
    'అమ్మ స్పృహ తప్పి పడిపోయింది',
    'ఎక్కువ రక్తస్రావం అవుతోంది',
    'ఒక వైపు చేయి కాలు పడిపోయాయి',
    'పురుగుల మందు తాగాడు',
    // Telugu in Latin letters, and mixed
    'chaati noppi',
    'oopiri aadatledu',
    'spruha ledu',
    'chest lo noppi',
    'mooti vankara poyindi',
    'matalu tadabadutunnayi',
    'paapa paalu taagatledu',
    'raktam aagadam ledu',
    // Hindi, its own script
    'सुबह से सीने में दर्द है',
    'पिताजी की साँस फूल रही है',
    'कल रात बेहोश हो गए थे',
    'बहुत खून बह रहा है',
    'मुँह टेढ़ा हो गया है और बोल नहीं पा रहे',
    'एक तरफ़ कमज़ोरी',
    'बच्चा दूध नहीं पी रहा',
    // Hindi in Latin letters, and mixed
    'subah se seene me dard',
    'chest me dard ho raha hai',
    'saans nahi aa rahi',
    'seene mein bahut tez dard',
    'सीने में pain',
    'khoon ruk nahi raha',
    'papa ka muh tedha ho gaya',
    'zeher kha liya',
    'mirgi ka daura pada',
  ])('finds one in “%s”', (text) => {
    expect(mentionsEmergencySign(text)).toBe(true);
  });

  it.each([
    '',
    'Routine diabetes review',
    'Knee pain when climbing stairs',
    'pain in knee',
    'chest X-ray report review',
    'breathing exercises class',
    'no chest pain',
    'without any chest pain, only cough',
    'no fever, no bleeding',
    'severe burning while passing urine',
    'visa letter needed for treatment',
    'మోకాలి నొప్పి',
    'chaati noppi ledu',
    'ekkuva raktapotu',
    'घुटने में दर्द',
    'seene me dard nahi hai',
    'saans ki koi takleef nahi',
    'bahut din se blood test nahi hua',
  ])('finds none in “%s”', (text) => {
    expect(mentionsEmergencySign(text)).toBe(false);
  });

  it('still finds a sign after a sentence that negates another', () => {
    expect(mentionsEmergencySign('No fever. Chest pain since morning')).toBe(true);
    expect(mentionsEmergencySign('no fever but chest pain')).toBe(true);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(typeof mentionsEmergencySign(text)).toBe('boolean');
      }),
    );
  });

  it('looks only at the first characters of a long message, so its work has a bound', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: MAX_CHARS, maxLength: MAX_CHARS + 50 }), fc.string(), (head, tail) => {
        expect(mentionsEmergencySign(head + tail)).toBe(mentionsEmergencySign(head));
      }),
      { numRuns: 30 },
    );
    expect(mentionsEmergencySign(`${'routine review '.repeat(200)} chest pain`)).toBe(false);
  });
});
