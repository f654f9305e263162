// Claims written in words, in English and Swahili: service promises and other statements that hold
// no digit, so the figure extractor of claims.mjs cannot see them. Two families:
// - counts written as words ("three months", "a million trees", "siku mbili", "miti milioni moja")
//   become number claims (`number:3`), checked like a figure in digits;
// - statements (`free`, `any phone`, durations, guarantees, superlatives, coverage, hours, "does not
//   use your data") are keyed by what they are about: the other claims of their sentence and of the
//   item that holds them (a code, a figure, a date, a product's name). check-claims.mjs vouches for
//   `free@number:100` only when a fact says 100 is free ("Customer care 100 …, toll-free", S60).
// A statement about nothing in particular ("Register for free") has no anchor, so no fact vouches for
// it: it is sample or it goes.

// Each statement kind: the phrases that make it, English then Swahili. Kept narrow on purpose: a
// pattern that also catches what is not a promise ("the bundle that expires first is used first")
// would be reworded away rather than fixed, so ordinals, "one" and "every" alone are left out.
const UNIT_EN = '(?:seconds?|minutes?|hours?|days?|working days?|weeks?|months?|years?)';
const UNIT_SW = '(?:sekunde|dakika|saa|siku|wiki|mwezi|miezi|mwaka|miaka)';
const COUNT_EN =
  '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|a few|few|\\d+)';

export const STATEMENTS = {
  free: [
    /(?<![\p{L}-])(?:toll-free|free of charge|free of data charges|for free|free|at no (?:extra )?cost|no charge|without charge)(?![\p{L}-])/giu,
    /(?<![\p{L}-])(?:bure|bila malipo|bila gharama(?: yoyote)?|bila kulipia|hailipishwi|haitozwi ada)(?![\p{L}])/giu,
  ],
  'any phone': [
    /\b(?:any|every|all) (?:phones?|handsets?|networks?|mobile phones?)\b/gi,
    /\b(?:simu yoyote|simu zote|mtandao wowote|mitandao yote)\b/gi,
  ],
  'no data': [
    /\b(?:does not|doesn't|do not|don't|will not|won't|never) (?:use|uses|cost|touch) (?:your |any )?(?:data|bundle|data bundle|airtime)\b|\bzero-rated\b|\bwithout using (?:your |any )?data\b/gi,
    /\b(?:haitumii|haitumi|hakutumii|haikati|bila kutumia|bila kukata) (?:data|kifurushi|intaneti|salio|muda wa maongezi)\b/gi,
  ],
  duration: [
    new RegExp(
      `\\b(?:within|in under|in less than|in about|takes (?:about|less than|under|only|just)?\\s?|in just|in only)\\s*${COUNT_EN}?\\s?${UNIT_EN}\\b|\\bwithin (?:seconds|minutes|hours|days)\\b|\\bin seconds\\b`,
      'gi',
    ),
    new RegExp(
      `\\b(?:ndani ya|chini ya|kwa muda wa)\\s+${UNIT_SW}\\b(?:\\s+(?:chache|za kazi|moja|mbili|tatu|nne|tano|kumi|\\d+))*`,
      'gi',
    ),
  ],
  guarantee: [
    /(?<!\bnot\s)\b(?:guarantee[ds]?|we promise|promised)\b/gi,
    /\b(?:tunahakikisha|tunakuhakikishia|imehakikishwa|inahakikishwa|hakikisho|dhamana ya (?:kasi|huduma|ubora))\b/gi,
  ],
  superlative: [
    /\b(?:biggest|largest|fastest|widest|cheapest|leading|number one|no\.\s?1|most reliable|most trusted|best)\b|\b(?:Tanzania's|the country's|the nation's) first\b|\bfirst (?:in|to \w+ in) (?:Tanzania|the country|East Africa|Africa)\b|\bthe first (?:network|operator|company|provider|mobile)\b/gi,
    /\b(?:kubwa zaidi|mkubwa zaidi|bora zaidi|haraka zaidi|nafuu zaidi|kinara|unaoongoza|inayoongoza|kinachoongoza|anayeongoza|ya kwanza (?:nchini|Tanzania|Afrika)|wa kwanza (?:nchini|Tanzania|Afrika)|la kwanza (?:nchini|Tanzania|Afrika))\b/gi,
  ],
  coverage: [
    /\b(?:nationwide|countrywide|across (?:the country|Tanzania)|all over (?:the country|Tanzania)|in every (?:region|district|town|corner)|everywhere in Tanzania)\b/gi,
    /\b(?:nchi nzima|kote nchini|kila mkoa|kila wilaya|kila kona(?: ya nchi)?|mikoa yote)\b/gi,
  ],
  hours: [
    /\b(?:24\/7|24 hours a day|day and night|around the clock|round the clock|any time of day)\b/gi,
    /\b(?:saa 24|usiku na mchana|mchana na usiku|wakati wowote)\b/gi,
  ],
};

// Counts written as words. English and Swahili number words with their values; Swahili agrees
// with its noun's class (wawili, mitatu, vitano), so the stems carry the class prefixes.
const EN_NUMBERS = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
};
// The Swahili stems are regular-expression sources, so that the pattern of counts and the value
// of a word are both read from this one table.
const SW_NUMBERS = {
  '(?:m|wa|ma|vi|mi|ki)?(?:wili|mbili)': 2,
  '(?:wa|ma|vi|mi)?tatu': 3,
  '(?:wa|ma|vi|mi)?nne': 4,
  '(?:wa|ma|vi|mi)?tano': 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  arobaini: 40,
  hamsini: 50,
  mia: 100,
  elfu: 1e3,
  milioni: 1e6,
  bilioni: 1e9,
};
const SW_STEMS = `(?:${Object.keys(SW_NUMBERS).join('|')})`;
const SW_VALUES = Object.entries(SW_NUMBERS).map(([stem, value]) => [new RegExp(`^(?:${stem})$`), value]);
const EN_WORDS = Object.keys(EN_NUMBERS).join('|');
const SCALE_EN = 'hundred|thousand|million|billion';

const COUNTS = [
  // Vague counts: "millions of customers", "thousands of numbers", "mamilioni ya wateja".
  [/\b(?:hundreds|thousands|millions|billions|dozens) of\b|\b(?:mamia|maelfu|mamilioni)\b/gi, () => 'many'],
  // "a million", "two million", "three", "ten-week"
  [
    new RegExp(`\\b(?:(a|one|${EN_WORDS})[ -])?(${EN_WORDS})\\b(?!-?\\s?(?:of|one)\\b)`, 'gi'),
    (m) => {
      const first = m[1] ? m[1].toLowerCase() : null;
      const second = EN_NUMBERS[m[2].toLowerCase()];
      if (!first) return second;
      if (new RegExp(`^(?:${SCALE_EN})$`, 'i').test(m[2]))
        return (first === 'a' || first === 'one' ? 1 : EN_NUMBERS[first]) * second;
      return null; // "two three" is not a count; read each word alone
    },
  ],
  // "milioni moja", "siku mbili", "miti milioni"
  [
    new RegExp(`(?<![\\p{L}])(${SW_STEMS})(?:\\s+(moja|${SW_STEMS}))?(?![\\p{L}])`, 'giu'),
    (m) => {
      const value = (word) =>
        word === 'moja' ? 1 : (SW_VALUES.find(([re]) => re.test(word.toLowerCase())) || [, null])[1];
      const first = value(m[1]);
      if (!m[2]) return first;
      const second = value(m[2]);
      return first >= 100 ? first * second : null;
    },
  ],
];

/**
 * The statements of `text` (`{ kind, raw, key: kind, at, statement: true }`, `at` its index), read
 * on the whole text, names included ("first in Tanzania"), but none inside a name (`spans`:
 * [start, end) of the names found, so "The Best" is a product, not a superlative).
 */
export function statementsIn(text, spans = []) {
  const found = [];
  for (const [kind, patterns] of Object.entries(STATEMENTS))
    for (const re of patterns)
      for (const m of text.matchAll(re)) {
        const end = m.index + m[0].length;
        if (spans.some(([s, e]) => m.index >= s && end <= e)) continue;
        found.push({ kind, raw: m[0].trim(), key: kind, at: m.index, statement: true });
      }
  return found;
}

/**
 * The counts written as words in `text`, whose figures in digits the caller has blanked: exact ones
 * as number claims (`number:3`), vague ones ("millions of") as the statement `count`.
 */
export function countsIn(text, blank) {
  const found = [];
  let rest = text;
  for (const [re, value] of COUNTS)
    for (const m of [...rest.matchAll(re)]) {
      const n = value(m);
      const at = m.index;
      if (n === 'many') found.push({ kind: 'count', raw: m[0].trim(), key: 'count', at, statement: true });
      else if (n !== null && n !== undefined)
        found.push({ kind: 'number', raw: m[0].trim(), key: `number:${n}`, at });
      rest = blank(rest, m.index, m[0].length);
    }
  return { found, rest };
}

/** The sentence of `text` around index `at`: from the last stop before it to the next one. */
export function sentenceAt(text, at) {
  const stop = /[.!?;:](?=\s)|\n/g;
  let start = 0;
  let end = text.length;
  for (const m of text.matchAll(stop)) {
    if (m.index < at) start = m.index + 1;
    else {
      end = m.index;
      break;
    }
  }
  return [start, end];
}
