import { mentionsEmergencySign } from './emergency-signs';

describe('emergency signs in a booking’s message', () => {
  it.each([
    'Chest pain since this morning',
    'My father is breathless even at rest',
    'She was unconscious for a minute yesterday',
    'Heavy bleeding after delivery',
    'నిన్నటి నుంచి ఛాతీ నొప్పి',
    'నాన్నకు ఊపిరి ఆడటం లేదు',
    'అమ్మ స్పృహ తప్పి పడిపోయింది',
    'ఎక్కువ రక్తస్రావం అవుతోంది',
    'सुबह से सीने में दर्द है',
    'पिताजी की साँस फूल रही है',
    'कल रात बेहोश हो गए थे',
    'बहुत खून बह रहा है',
  ])('finds one in “%s”', (text) => {
    expect(mentionsEmergencySign(text)).toBe(true);
  });

  it.each(['Routine diabetes review', 'Knee pain when climbing stairs', 'మోకాలి నొప్పి', 'घुटने में दर्द', ''])('finds none in “%s”', (text) => {
    expect(mentionsEmergencySign(text)).toBe(false);
  });
});
