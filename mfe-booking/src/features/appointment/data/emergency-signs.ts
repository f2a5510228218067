// Words in a booking's message that can mean an emergency: chest pain, breathlessness, unconsciousness,
// heavy bleeding. A patient may write in any of the site's languages whatever the page's language, so all
// three are looked for. Finding one never blocks the booking: it puts the emergency number in front of them.
const SIGNS: readonly RegExp[] = [
  // English
  /chest[\s-]*(pain|tight|pressure|heavy|heaviness)|pain (in|on) (my|the|his|her) chest/i,
  /breathless|short(ness)? of breath|(can'?t|cannot|difficulty|trouble|hard to|struggling to) breath|not breathing/i,
  /unconscious|not waking|passed out|fainted|collapsed|fits?\b|seizure/i,
  /(heavy|severe|lot of|non[- ]?stop|profuse) bleeding|bleeding (heavily|a lot|badly|won'?t stop)/i,
  // Telugu
  /ఛాతీ(లో)? ?నొప్పి|ఛాతి(లో)? ?నొప్పి|గుండె నొప్పి/,
  /ఊపిరి ఆడ|ఆయాసం|శ్వాస తీసుకోవ/,
  /స్పృహ (తప్ప|లేదు|లేక|కోల్పో)|అపస్మారక|కళ్ళు తిరిగి పడ/,
  /(ఎక్కువ|తీవ్ర|విపరీత|బాగా)(ంగా|మైన)? ?రక్తస్రావం|రక్తం (ఆగడం లేదు|ఎక్కువగా)/,
  // Hindi
  /(सीने|छाती) (में|मे) (दर्द|जकड़न|भारीपन)/,
  /(साँस|सांस) (फूल|लेने में (तकलीफ़|तकलीफ|दिक्कत|परेशानी)|नहीं (आ|ले))/,
  /बेहोश|होश नहीं/,
  /(बहुत|ज़्यादा|ज्यादा|भारी|तेज़) (खून|ख़ून|रक्तस्राव)|(खून|ख़ून) (बंद नहीं|रुक नहीं)/,
];

/** True when the text mentions a sign that needs emergency care now. */
export const mentionsEmergencySign = (text: string): boolean => SIGNS.some((sign) => sign.test(text));
