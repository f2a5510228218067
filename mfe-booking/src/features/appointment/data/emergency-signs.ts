// Words in a booking's message that can mean an emergency. A patient may write in any of the site's languages
// whatever the page's language, in its own script, in Latin letters or mixed ("chest lo noppi", "सीने में
// pain"), so every message is brought to one loose Latin spelling (latin-words.ts) and the signs below are
// looked for there. Finding one never blocks the booking: it puts the emergency number in front of them.
import { foldBase, foldSpelling, latinClauses, type Word } from './latin-words';

// A sign is written as words in the order they are typed: "a|b" either word, "a*" any word starting so,
// "." up to one other word between, ".." up to two, "..." three. Words are spelt as people type them: the same folding
// applies to them as to the message.
const CHEST = 'chest|sina|sine|seena|seene|chati*|chaati*|chhati*|heart|dil|gunde*|hriday*|hruday*';
const PAIN =
  'pain*|ache*|aching|hurt*|tight*|pressure|heavy|heaviness|squeez*|dard*|jakdan|jakadan|jakad*|bharipan|bharipana|noppi*|nopi*|baruvu*|bigus*|pattesi*';
const HIM = 'in|on|around|my|the|his|her|me|mein|mai|main|lo|ke|ki';

const INTENSE =
  'heavy|heavily|severe*|lot|lots|profuse*|nonstop|excessive*|uncontrolled|bahut|bohot|bahot|jyada|jiyada|jada|bhari|tej|atyadhik|ekkuva*|chala|baga|vipareet*|tivra*|teevra*';
const BLEEDING = 'bleed*|khun|khoon|rakt|rakta|raktam|raktasrav*|raktasrao*|rakthasrav*';
const BLOOD = `blood|${BLEEDING}`;

const BREATH_HI = 'sans|saans|sas|saas|sams|swas|swaas|shwas|shvas|svas';
const BREATH_TE = 'upiri|oopiri|swasa|shwasa|svasa';

const SIDE_EN = 'one|left|right';
const SIDE_HI = 'ek|aadha|adha|aadhe|adhe|baye|bayen|daye|dayen|left|right';
const SIDE_TE = 'oka|okka|edama|kudi|left|right|okavaipu|okkavaipu';
const WEAK = 'weak*|numb*|paraly*|kamjor*|kamzor*|kamajor*|sun|sunn|sunnapan|balaheen*|bala|niras*|neeras*|timmir*|padipo*';

const NAHI = 'nahi|nahin|nahim|nhi|ni|nai';
const BABY = 'baby|babies|infant|newborn|neonate|bacha|bachcha|bachha|bachchi|bachi|shishu|papa|paapa|bidda|pasibidda|babu';

const SIGNS: readonly string[] = [
  // Chest pain, heart attack.
  `${CHEST} ... ${PAIN}`,
  `${PAIN} ${HIM} . ${CHEST}`,
  'heart|cardiac attack|arrest',
  'dil ka daura|daure',
  'gunde potu|poti|noppi*',
  'gundepotu*|gundenoppi*',

  // Breathlessness.
  'breathless*|breathlesness|gasping|choking|suffocat*',
  'breathing stopped',
  'short|shortness of breath',
  'cant|cannot|unable|hard|difficult|difficulty|trouble|struggling|struggle to? breath*|breathing',
  'not|isnt|stopped breath*|breathing',
  'not able to breath*',
  'breath|breathing problem|difficulty|trouble|issue|issues|difficult|problems|fast|laboured|labored',
  `${BREATH_HI} . ${NAHI} . aa*|le*|ho*|ruk*`,
  `${BREATH_HI} .. ful*|phul*|fool*|phool*|ruk*|ukhad*|taklif*|takleef*|takalif*|dikkat*|dikat*|pareshani|problem|mushkil|tej|chad*|chadh*`,
  'dam ghut*|ghutan|ghut',
  `${BREATH_TE} .. adatle*|adatla*|aadatle*|ravatle*|radam|kast*|kasht*|ibbandi|ibandi|teesukolek*|tisukolek*|tisukovatle*|aagi*|agi*|aagipo*`,
  `${BREATH_TE} .. adatam|aadatam|adadam|aadadam|adatame|radam ledu|ledhu`,
  'upiradatle*|upiradadam*|oopiradatle*',
  'ayasam|aayasam|aayaasam|ayasamga|aayasamga|ayasapad*',

  // Unconsciousness, fainting.
  'unconscious*|unresponsive|fainted|fainting|faints|collapsed|collapse|blacked|blackout',
  'passed|blacked out',
  'not|isnt|wont|doesnt|cant responding|respond*|waking|wake',
  'lost consciousness',
  'behosh*|behos*|bahosh*',
  `hosh .. ${NAHI}|kho*|gum|gayab`,
  'spruha|sprha|spriha|sprua|sphruha|spurha .. ledu|leru|ledhu|levu|tapp*|kolpo*|kolpoy*|lekunda|poyin*|poi*|raledu|ravatledu',
  'apasmarak*|murch*|moorch*|moorcha|murcha',
  'kallu|kalu tirig*',

  // Heavy bleeding.
  `${INTENSE} . ${BLEEDING}`,
  `lot|lots|losing|loss of blood`,
  `blood loss|everywhere`,
  `${BLOOD} .. heavily|badly|nonstop|continuously|profuse*`,
  `bleeding a lot`,
  `${BLOOD} .. not|wont|doesnt|isnt|cant stop*|stopping`,
  `${BLOOD} .. ruk|rukh|band .. ${NAHI}`,
  `${BLOOD} .. ${NAHI} ruk*|rukh*`,
  `${BLOOD} bah|beh|bahe|behe|bahna|behna|bahta|behta|baha|beha`,
  `${BLOOD} .. aagat*|agat*|agadam|aagaledu|agaledu|aagatle*|agatle*`,
  `${BLOOD} .. aagadam|agadam|agadu|aagadu ledu|ledhu`,
  `${BLOOD} . ulti|ulatti|vanti*|vamit*|vomit*`,
  `vomit*|vomiting|coughing|cough* . ${BLOOD}`,

  // Stroke: face drooping, weakness on one side, slurred speech, sudden confusion.
  'stroke|paraly*|lakv*|lakw*|pakshavat*|pakshaghat*|pakavat*|pakshavaat*',
  'face|facial|muh|munh|mooh|chehra|chehre|mukham|mukam|muti|mooti|muthi|moothi .. droop*|drop*|tedha|tedhi|tedhe|terha|tirchha|tircha|latak*|slant*|crooked|uneven|vankar*|vankara*|valipo*|vaalipo*|jaari*',
  `${SIDE_EN} side|sided .. ${WEAK}`,
  `${WEAK} .. ${SIDE_EN} side|arm|leg|hand|limb`,
  `${SIDE_EN}|sudden* arm|leg|hand|limb .. ${WEAK}`,
  `${WEAK} .. ${SIDE_HI} taraf|side|hissa|ang`,
  `${SIDE_HI} taraf|side|hissa|haath|hath|pair|ang|sharir . ${WEAK}|nahi|nahin|band`,
  `${SIDE_TE} vaipu|side|cheyyi|chey|kaalu|kalu|bhagam . ${WEAK}|padipo*|kadalat*|chachu*|pani`,
  'haath|hath|cheyyi|chey . pair|paer|kaalu|kalu . sun|sunn|padipo*|chachubad*|kaam|pani|kadalat*|latak*|lakva*',
  'slurred|slurring|slur',
  'speech|voice|words|talking . slur*|unclear|garbled|slurred|not',
  'cant|cannot|unable to? speak|talk',
  'not able to speak|talk',
  `bol ${NAHI}|na pa*|paa*|rahe|raha|rahi`,
  'bolne|bolane|bolna|bolte .. taklif*|takleef*|dikkat*|pareshani|mushkil',
  'juban|jubaan|jaban|jabaan|jeebh|jibh|aavaj|avaj|awaj|aawaj|aawaaj|awaaj|baat|bat .. ladkhad*|ladakhad*|latpat*|lad*|tutlaa*|atak*',
  'ladkhad*|ladakhad*',
  'mata|maata|matalu|maatalu|matalo|maatalo|naluka .. tadabad*|ravatle*|raavatle*|radam|raadam|mudda*|spashtanga|spastanga|sariga|sarigga',
  'tadabad*|tadapad*',
  'sudden*|suddenly|achanak|acanak|ekdam|akasmat*|aakasmika*|hathath*|hatat*|okkasari* .. confus*|disorient*|bhram*|ulajh*|ulajan|gandaragol*|ayomay*|bewildered|gumsum',
  'confus*|disorient* .. sudden*|suddenly|achanak|okkasari*',

  // Seizures.
  'seizure*|convuls*|fits|fitting',
  'fit .. came|coming|aaya|aa|aayi|pada|padi|vach*|vasthu*|vastu*|vachindi',
  'mirgi . daura|daure|aa*|pad*',
  'daura|daure pada|padi|pade|padna|aaya|aya|aa',
  'jhatke|jhatka . aa*|lag*|pad*|aane',
  'vanuku*|gilagila|gila',
  'epilepti* attack|fit',

  // Severe burns.
  'severe*|badly|major|serious*|extensive*|third|deep|big . burns|burn|burnt|burned',
  'burns|burnt|burned . face|badly|severe*|whole|body',
  'jal|jhulas* gaya|gayi|gaye|gai|ge|gye',
  'aag .. jal*|lag*|pakad*',
  'kalipo*|kaalipo*',
  'kali|kaali poi*|poy*',
  'nippu|manta .. antuk*|kali*|kaali*',

  // Poisoning, overdose.
  'poison*|overdose*|pesticide*|insecticide*|rat|rodent . poison*|kill*',
  'swallow*|drank|drunk|drink|ate|consumed|took .. acid|bleach|kerosene|phenyl|phenol|pesticide|battery|coin|button|harpic|poison*',
  'too|so many|much tablets|pills|sleeping|medicine*',
  'jahar|jehar|zahar|zehar|zeher|jeher|zehr|jehr|jaher|jahr|vish|vis|keetnashak*|kitnashak*|chuha|chuhe .. kha|khaya|khaaya|khaa|khali*|khalia|pi|piya|pee|pilia|pilya|pee|liya|li|mar|maar',
  'visham|vishamu|visamu|visham*|vishapu|vishapoo',
  'purugula|purugu|poorugula mandu|mandhu',
  'gulikalu|tablets|matralu|maatralu .. ekkuva|chala|mingesa*|mingi*',

  // A baby: not feeding, very drowsy, floppy.
  `${BABY} .. not|isnt|wont|refus*|stopped|unable . feed*|suck*|drink*|milk|breastfeed*|feeding`,
  `${BABY} .. drowsy|letharg*|limp|floppy|unresponsive|sleepy`,
  `${BABY} .. dudh|doodh|feed|stanpan . ${NAHI}|band`,
  `${BABY} .. sust|susti|neend|nind|nidra|nidrapo*|matu|matuga|mattuga|nirasam|nirasanga|neerasanga|neerasam`,
  `${BABY} .. palu|paalu|chanu|chanupalu|pallu .. tagat*|taagat*|tagadam|taagadam|tagadu|tagaledu|taagaledu|tagatle*|taagatle*|tagatla*|taagatla*`,
];

// Words that, just before a sign, say the patient does not have it ("no chest pain", "without bleeding").
const NEGATION_BEFORE = new Set(['no', 'not', 'without', 'never', 'denies', 'denied', 'nahi', 'nahin', 'bina', 'non'].map(foldSpelling));
// Words that end the scope of a negation: "no fever but chest pain".
const SCOPE_BREAK = new Set(
  [
    'but',
    'now',
    'and',
    'also',
    'however',
    'though',
    'aur',
    'lekin',
    'par',
    'magar',
    'ab',
    'kintu',
    'kani',
    'kaani',
    'mariyu',
    'ippudu',
    'ipudu',
  ].map(foldSpelling),
);
// Just after a sign, in Hindi and Telugu: "seene me dard nahi hai", "chaati noppi ledu".
const NEGATION_AFTER = new Set(['nahi', 'nahin', 'nhi', 'ledu', 'ledhu', 'leru', 'levu', 'kadu', 'kaadu'].map(foldSpelling));
const FILLER_AFTER = new Set(['hai', 'he', 'tha', 'thi', 'hua', 'hui', 'bilkul', 'koi', 'emi', 'emee', 'asalu'].map(foldSpelling));
const NEGATION_REACH = 3;

interface Step {
  /** Whole words in the loose spelling. */
  words: ReadonlySet<string>;
  /** Beginnings of words, in the loose spelling without the dropped vowels. */
  starts: readonly string[];
  /** How many other words may stand before this one. */
  gap: number;
}

function parseSign(sign: string): Step[] {
  const steps: Step[] = [];
  let gap = 0;
  for (const item of sign.split(' ')) {
    if (/^\.+$/.test(item)) {
      gap = item.length;
      continue;
    }
    const alternatives = item.split('|');
    const words = new Set(alternatives.filter((word) => !word.endsWith('*')).map(foldSpelling));
    const starts = alternatives.filter((word) => word.endsWith('*')).map((word) => foldBase(word.slice(0, -1)));
    steps.push({ words, starts, gap });
    gap = 0;
  }
  return steps;
}

/** Optional last step ("breathing? stopped") written as two signs by parseSigns. */
function expandOptional(sign: string): string[] {
  const optional = sign.split(' ').findIndex((item) => item.endsWith('?'));
  if (optional < 0) return [sign];
  const items = sign.split(' ');
  const withIt = items.map((item, index) => (index === optional ? item.slice(0, -1) : item)).join(' ');
  const without = items.filter((_, index) => index !== optional).join(' ');
  return [...expandOptional(withIt), ...expandOptional(without)];
}

const STEPS: readonly Step[][] = SIGNS.flatMap(expandOptional).map(parseSign);

const fits = (step: Step, word: Word) =>
  step.words.has(word.folded) || step.starts.some((start) => word.base.startsWith(start) || word.folded.startsWith(start));

/** Where the sign's words end when its first stands at `from`, or -1. Bounded by the sign's length and gaps. */
function matchFrom(steps: readonly Step[], words: readonly Word[], from: number, stepIndex = 0): number {
  if (stepIndex === steps.length) return from;
  const step = steps[stepIndex]!;
  const maxGap = stepIndex === 0 ? 0 : step.gap;
  for (let skip = 0; skip <= maxGap && from + skip < words.length; skip += 1) {
    if (fits(step, words[from + skip]!)) {
      const end = matchFrom(steps, words, from + skip + 1, stepIndex + 1);
      if (end >= 0) return end;
    }
  }
  return -1;
}

function negatedBefore(words: readonly Word[], start: number): boolean {
  for (let index = start - 1; index >= 0 && index >= start - NEGATION_REACH; index -= 1) {
    const word = words[index]!.folded;
    if (SCOPE_BREAK.has(word)) return false;
    if (NEGATION_BEFORE.has(word)) return true;
  }
  return false;
}

function negatedAfter(words: readonly Word[], end: number): boolean {
  const next = words[end]?.folded;
  if (next !== undefined && NEGATION_AFTER.has(next)) return true;
  return next !== undefined && FILLER_AFTER.has(next) && NEGATION_AFTER.has(words[end + 1]?.folded ?? '');
}

function clauseHasSign(words: readonly Word[]): boolean {
  for (let start = 0; start < words.length; start += 1) {
    for (const steps of STEPS) {
      const end = matchFrom(steps, words, start);
      if (end >= 0 && !negatedBefore(words, start) && !negatedAfter(words, end)) return true;
    }
  }
  return false;
}

/** True when the text mentions a sign that needs emergency care now, in English, Telugu or Hindi, in any script. */
export const mentionsEmergencySign = (text: string): boolean => latinClauses(text).some(clauseHasSign);
