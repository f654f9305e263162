#!/usr/bin/env node
// Writes the small illustrative investor PDFs of the seed media library into this folder, each in
// English and in Swahili.
// No dependencies: a minimal PDF 1.4 writer (catalog, page tree, Helvetica Type1 fonts,
// one content stream per page, xref table with byte offsets, trailer).
// Usage: node apps/cms/seed/media/make-pdfs.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = dirname(fileURLToPath(import.meta.url));
const COMPANY = 'Vodacom Tanzania PLC';
const PAGE_W = 595,
  PAGE_H = 842,
  MARGIN = 56,
  WRAP = 98; // A4, 10 pt body text

// WinAnsi: the few non-ASCII characters used here; anything else outside ASCII becomes '?'
const WIN = {
  '\u2014': 0x97,
  '\u2013': 0x96,
  '\u2019': 0x92,
  '\u2018': 0x91,
  '\u201c': 0x93,
  '\u201d': 0x94,
};
function pdfString(s) {
  let o = '(';
  for (const ch of s) {
    const c = WIN[ch] ?? ch.codePointAt(0);
    if (ch === '(' || ch === ')' || ch === '\\') o += '\\' + ch;
    else if (c >= 32 && c < 127) o += ch;
    else if (c < 256) o += '\\' + c.toString(8).padStart(3, '0');
    else o += '?';
  }
  return o + ')';
}

function wrap(text, width = WRAP) {
  const lines = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if (cur && (cur + ' ' + word).length > width) {
      lines.push(cur);
      cur = word;
    } else cur = cur ? cur + ' ' + word : word;
  }
  if (cur) lines.push(cur);
  return lines;
}

// one page's content stream: red band, first-line marker, header, body, footer
function pageStream(doc, body, pageNo, pageCount) {
  const ops = [];
  const txt = (font, size, x, y, s, rgb = '0.29 0.29 0.29') =>
    ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td ${pdfString(s)} Tj ET`);
  ops.push('0.902 0 0 rg 0 806 595 36 re f'); // brand band
  ops.push('0.702 0 0 rg 0 800 595 6 re f');
  let y = 776;
  txt('F2', 9, MARGIN, y, doc.marks.top, '0.702 0 0');
  y -= 26;
  if (pageNo === 1) {
    txt('F2', 12, MARGIN, y, COMPANY, '0.902 0 0');
    y -= 26;
    txt('F2', 20, MARGIN, y, doc.title, '0.1 0.1 0.1');
    y -= 22;
    txt('F1', 11, MARGIN, y, doc.date);
    y -= 14;
    ops.push(`0.851 0.851 0.851 RG 1 w ${MARGIN} ${y} m ${PAGE_W - MARGIN} ${y} l S`);
    y -= 24;
  } else {
    txt('F2', 12, MARGIN, y, `${COMPANY} \u2014 ${doc.title} (${doc.marks.continued})`, '0.902 0 0');
    y -= 30;
  }
  for (const item of body) {
    if (item.h) {
      y -= 6;
      txt('F2', 12, MARGIN, y, item.h, '0.1 0.1 0.1');
      y -= 18;
      continue;
    }
    for (const l of wrap(item.p)) {
      txt('F1', 10, MARGIN, y, l);
      y -= 14;
    }
    y -= 6;
  }
  ops.push(`0.851 0.851 0.851 RG 1 w ${MARGIN} 52 m ${PAGE_W - MARGIN} 52 l S`);
  txt(
    'F1',
    8,
    MARGIN,
    38,
    `${COMPANY} - ${doc.title} - ${doc.marks.page(pageNo, pageCount)}`,
    '0.45 0.45 0.45',
  );
  txt('F1', 8, MARGIN, 27, doc.marks.foot, '0.45 0.45 0.45');
  return ops.join('\n') + '\n';
}

function buildPdf(doc) {
  const objs = []; // index = object number - 1
  const add = (s) => {
    objs.push(s);
    return objs.length;
  };
  const catalog = add(null),
    pages = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  doc.pages.forEach((body, i) => {
    const stream = pageStream(doc, body, i + 1, doc.pages.length);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  });
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objs[pages - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title ${pdfString(`${COMPANY} - ${doc.title}`)} /Author ${pdfString(COMPANY)} /Subject ${pdfString(doc.marks.top.replace('\u2014', '-'))} /Producer (make-pdfs.mjs) /CreationDate (D:${doc.stamp}000000Z) >>`,
  );

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const P = (p) => ({ p }),
  H = (h) => ({ h });
// Each document in English and in Swahili (written as `<name>.sw.pdf`, which the seeder uploads as
// the Swahili copy). Dates follow the company's financial year (FY = year ended 31 March); the few
// figures are the sourced ones of seed/sourced.json, everything else is an example.
const DOCS = {
  'annual-report-2025.pdf': {
    stamp: '20250715',
    en: {
      title: 'Annual Report 2025',
      date: 'For the year ended 31 March 2025 - published July 2025',
      pages: [
        [
          H('Chairman\u2019s overview (illustrative)'),
          P(
            'Vodacom Tanzania PLC closed the financial year ended 31 March 2025 with more customers, a wider 4G network and continued growth in M-Pesa.',
          ),
          H('The year in figures (as reported by The Citizen, 21 August 2025)'),
          P('- Profit after tax: TZS 90.5 billion, up 69.4%.'),
          P('- Service revenue: TZS 1.5 trillion, up 20.5%.'),
          P('- Customers: 22.6 million.'),
          P('- New 4G sites in the year: 471.'),
          H('Dividend'),
          P(
            'Shareholders approved a dividend of TZS 20.20 per share at the Annual General Meeting of 21 August 2025.',
          ),
          P(
            'The full audited financial statements are available from the Company Secretary. This document only illustrates the layout of the investor pages.',
          ),
        ],
      ],
    },
    sw: {
      title: 'Ripoti ya Mwaka 2025',
      date: 'Kwa mwaka ulioishia 31 Machi 2025 - imechapishwa Julai 2025',
      pages: [
        [
          H('Neno la Mwenyekiti (kielelezo)'),
          P(
            'Vodacom Tanzania PLC ilimaliza mwaka wa fedha ulioishia 31 Machi 2025 ikiwa na wateja wengi zaidi, mtandao mpana zaidi wa 4G na ukuaji endelevu wa M-Pesa.',
          ),
          H('Mwaka kwa takwimu (kama ilivyoripotiwa na The Citizen, 21 Agosti 2025)'),
          P('- Faida baada ya kodi: TZS bilioni 90.5, ongezeko la asilimia 69.4.'),
          P('- Mapato ya huduma: TZS trilioni 1.5, ongezeko la asilimia 20.5.'),
          P('- Wateja: milioni 22.6.'),
          P('- Vituo vipya vya 4G katika mwaka: 471.'),
          H('Gawio'),
          P(
            'Wanahisa waliidhinisha gawio la TZS 20.20 kwa kila hisa katika Mkutano Mkuu wa Mwaka wa 21 Agosti 2025.',
          ),
          P(
            'Taarifa kamili za fedha zilizokaguliwa zinapatikana kwa Katibu wa Kampuni. Waraka huu unaonyesha tu mpangilio wa kurasa za wawekezaji.',
          ),
        ],
      ],
    },
  },
  'annual-report-2024.pdf': {
    stamp: '20240715',
    en: {
      title: 'Annual Report 2024',
      date: 'For the year ended 31 March 2024 - published July 2024',
      pages: [
        [
          H('Overview (illustrative)'),
          P(
            'In the financial year ended 31 March 2024 Vodacom Tanzania PLC grew its customer base, modernised its network and added new services to M-Pesa.',
          ),
          H('The year in figures (as reported by The Guardian, 10 May 2024, and The Citizen)'),
          P('- Profit after tax: TZS 53.4 billion, up 19.9%.'),
          P('- Service revenue: TZS 1.26 trillion.'),
          P('- Dividend: TZS 11.93 per share, half of the year\u2019s profit.'),
          H('Governance'),
          P(
            'The Board met regularly during the year and its committees reviewed audit, risk, remuneration and social and ethics matters in line with the Board charter.',
          ),
        ],
      ],
    },
    sw: {
      title: 'Ripoti ya Mwaka 2024',
      date: 'Kwa mwaka ulioishia 31 Machi 2024 - imechapishwa Julai 2024',
      pages: [
        [
          H('Muhtasari (kielelezo)'),
          P(
            'Katika mwaka wa fedha ulioishia 31 Machi 2024 Vodacom Tanzania PLC iliongeza wateja, iliboresha mtandao wake na kuongeza huduma mpya kwenye M-Pesa.',
          ),
          H('Mwaka kwa takwimu (kama ilivyoripotiwa na The Guardian, 10 Mei 2024, na The Citizen)'),
          P('- Faida baada ya kodi: TZS bilioni 53.4, ongezeko la asilimia 19.9.'),
          P('- Mapato ya huduma: TZS trilioni 1.26.'),
          P('- Gawio: TZS 11.93 kwa kila hisa, nusu ya faida ya mwaka.'),
          H('Utawala'),
          P(
            'Bodi ilikutana mara kwa mara katika mwaka, na kamati zake zilipitia masuala ya ukaguzi, hatari, malipo, jamii na maadili kwa mujibu wa hati ya Bodi.',
          ),
        ],
      ],
    },
  },
  'interim-results-2026.pdf': {
    stamp: '20251110',
    en: {
      title: 'Interim Results',
      date: 'For the six months ended 30 September 2025 - published November 2025 (illustrative)',
      pages: [
        [
          H('Summary of the half year (illustrative)'),
          P(
            'This illustrative booklet shows where Vodacom Tanzania PLC reports the first half of its financial year ending 31 March 2026: customers, service revenue, M-Pesa, the network and the outlook.',
          ),
          P('- Mobile data: usage and smartphone customers.'),
          P('- M-Pesa: transactions and merchant payments.'),
          P('- Network: availability and new sites.'),
          H('Financial position'),
          P(
            'Interim results are unaudited. The real figures are published with the announcement on the Dar es Salaam Stock Exchange.',
          ),
        ],
      ],
    },
    sw: {
      title: 'Matokeo ya Nusu Mwaka',
      date: 'Kwa miezi sita iliyoishia 30 Septemba 2025 - imechapishwa Novemba 2025 (kielelezo)',
      pages: [
        [
          H('Muhtasari wa nusu mwaka (kielelezo)'),
          P(
            'Kijitabu hiki cha kielelezo kinaonyesha mahali Vodacom Tanzania PLC inaporipoti nusu ya kwanza ya mwaka wake wa fedha unaoishia 31 Machi 2026: wateja, mapato ya huduma, M-Pesa, mtandao na matarajio.',
          ),
          P('- Data ya simu: matumizi na wateja wa simu janja.'),
          P('- M-Pesa: miamala na malipo kwa wafanyabiashara.'),
          P('- Mtandao: upatikanaji na vituo vipya.'),
          H('Hali ya kifedha'),
          P(
            'Matokeo ya nusu mwaka hayajakaguliwa. Takwimu halisi huchapishwa pamoja na tangazo kwenye Soko la Hisa la Dar es Salaam.',
          ),
        ],
      ],
    },
  },
  'agm-notice-2026.pdf': {
    stamp: '20260728',
    en: {
      title: 'Notice of the Annual General Meeting 2026',
      date: 'Illustrative notice for the year ended 31 March 2026',
      pages: [
        [
          P(
            'This illustrative notice shows how Vodacom Tanzania PLC calls its Annual General Meeting: the date, time and place (in person or online) are set out here when the Board calls the meeting.',
          ),
          H('Ordinary business'),
          P('1. To receive and adopt the audited financial statements for the year ended 31 March 2026.'),
          P('2. To declare a final dividend as recommended by the Board.'),
          P('3. To re-elect directors retiring by rotation.'),
          P('4. To approve the remuneration of non-executive directors.'),
          P('5. To appoint the external auditors and authorise the Board to fix their fees.'),
          H('Attendance and proxies'),
          P(
            'Shareholders registered at the record date may attend, speak and vote. A shareholder who cannot attend may appoint a proxy using the proxy form, returned to the Company Secretary before the meeting.',
          ),
          P('By order of the Board - Company Secretary, Dar es Salaam.'),
        ],
      ],
    },
    sw: {
      title: 'Taarifa ya Mkutano Mkuu wa Mwaka 2026',
      date: 'Taarifa ya kielelezo kwa mwaka ulioishia 31 Machi 2026',
      pages: [
        [
          P(
            'Taarifa hii ya kielelezo inaonyesha jinsi Vodacom Tanzania PLC inavyoitisha Mkutano Mkuu wa Mwaka: tarehe, saa na mahali (ana kwa ana au mtandaoni) huandikwa hapa Bodi inapoitisha mkutano.',
          ),
          H('Shughuli za kawaida'),
          P('1. Kupokea na kupitisha taarifa za fedha zilizokaguliwa za mwaka ulioishia 31 Machi 2026.'),
          P('2. Kutangaza gawio la mwisho kama lilivyopendekezwa na Bodi.'),
          P('3. Kuwachagua tena wakurugenzi wanaostaafu kwa zamu.'),
          P('4. Kuidhinisha malipo ya wakurugenzi wasio watendaji.'),
          P('5. Kuteua wakaguzi wa hesabu wa nje na kuiruhusu Bodi kupanga ada zao.'),
          H('Kuhudhuria na wawakilishi'),
          P(
            'Wanahisa waliosajiliwa katika tarehe ya kumbukumbu wanaweza kuhudhuria, kuzungumza na kupiga kura. Mwanahisa asiyeweza kuhudhuria anaweza kumteua mwakilishi kwa fomu ya uwakilishi, itakayorudishwa kwa Katibu wa Kampuni kabla ya mkutano.',
          ),
          P('Kwa amri ya Bodi - Katibu wa Kampuni, Dar es Salaam.'),
        ],
      ],
    },
  },
  'agm-minutes-2025.pdf': {
    stamp: '20250915',
    en: {
      title: 'Minutes of the Annual General Meeting 2025',
      date: 'Meeting held on 21 August 2025 (illustrative minutes)',
      pages: [
        [
          H('Opening'),
          P(
            'The Chairman welcomed shareholders, confirmed that notice had been duly given and that a quorum was present, and declared the meeting open.',
          ),
          H('Resolutions'),
          P(
            '1. The audited financial statements for the year ended 31 March 2025 were received and adopted.',
          ),
          P(
            '2. A dividend of TZS 20.20 per share was approved (reported by The Citizen, 21 August 2025, and HabariTZ).',
          ),
          P(
            '3. The other resolutions shown in real minutes (directors, remuneration, auditors) are left out of this illustrative document.',
          ),
          H('Closing'),
          P(
            'There being no other business, the Chairman thanked shareholders for attending and declared the meeting closed.',
          ),
        ],
      ],
    },
    sw: {
      title: 'Kumbukumbu za Mkutano Mkuu wa Mwaka 2025',
      date: 'Mkutano ulifanyika tarehe 21 Agosti 2025 (kumbukumbu za kielelezo)',
      pages: [
        [
          H('Ufunguzi'),
          P(
            'Mwenyekiti aliwakaribisha wanahisa, akathibitisha kuwa taarifa ilitolewa ipasavyo na akidi ilitimia, kisha akaufungua mkutano.',
          ),
          H('Maazimio'),
          P(
            '1. Taarifa za fedha zilizokaguliwa za mwaka ulioishia 31 Machi 2025 zilipokelewa na kupitishwa.',
          ),
          P(
            '2. Gawio la TZS 20.20 kwa kila hisa liliidhinishwa (kama ilivyoripotiwa na The Citizen, 21 Agosti 2025, na HabariTZ).',
          ),
          P(
            '3. Maazimio mengine yanayoonekana kwenye kumbukumbu halisi (wakurugenzi, malipo, wakaguzi) hayajaandikwa kwenye waraka huu wa kielelezo.',
          ),
          H('Kufunga'),
          P(
            'Hakukuwa na shughuli nyingine; Mwenyekiti aliwashukuru wanahisa kwa kuhudhuria na akaufunga mkutano.',
          ),
        ],
      ],
    },
  },
  'dividend-notice-2026.pdf': {
    stamp: '20250821',
    en: {
      title: 'Dividend Notice',
      date: 'Dividend for the year ended 31 March 2025 (illustrative notice)',
      pages: [
        [
          P(
            'Shareholders of Vodacom Tanzania PLC approved a dividend of TZS 20.20 per share for the year ended 31 March 2025 at the Annual General Meeting of 21 August 2025 (reported by The Citizen and HabariTZ).',
          ),
          H('Key dates'),
          P(
            'The last day to trade with the dividend, the record date and the payment date are set out in the notice published on the Dar es Salaam Stock Exchange; this illustrative document does not repeat them.',
          ),
          H('Payment'),
          P(
            'Dividends are paid to shareholders on the register at the record date, by bank transfer or by M-Pesa where the shareholder has registered a mobile wallet. Withholding tax is deducted as required by law.',
          ),
          P('Shareholders should keep their contact and bank details up to date with the share registrar.'),
        ],
      ],
    },
    sw: {
      title: 'Taarifa ya Gawio',
      date: 'Gawio la mwaka ulioishia 31 Machi 2025 (taarifa ya kielelezo)',
      pages: [
        [
          P(
            'Wanahisa wa Vodacom Tanzania PLC waliidhinisha gawio la TZS 20.20 kwa kila hisa kwa mwaka ulioishia 31 Machi 2025 katika Mkutano Mkuu wa Mwaka wa 21 Agosti 2025 (kama ilivyoripotiwa na The Citizen na HabariTZ).',
          ),
          H('Tarehe muhimu'),
          P(
            'Siku ya mwisho ya kuuza hisa pamoja na gawio, tarehe ya kumbukumbu na tarehe ya malipo zimeandikwa kwenye taarifa iliyochapishwa katika Soko la Hisa la Dar es Salaam; waraka huu wa kielelezo hauzirudii.',
          ),
          H('Malipo'),
          P(
            'Gawio hulipwa kwa wanahisa walio kwenye daftari katika tarehe ya kumbukumbu, kwa uhamisho wa benki au kwa M-Pesa kwa mwanahisa aliyesajili akaunti ya simu. Kodi ya zuio hukatwa kama sheria inavyotaka.',
          ),
          P(
            'Wanahisa wanapaswa kuhakikisha taarifa zao za mawasiliano na za benki ni sahihi kwa msajili wa hisa.',
          ),
        ],
      ],
    },
  },
  'dividend-policy.pdf': {
    stamp: '20240515',
    en: {
      title: 'Dividend Policy',
      date: 'Illustrative policy document',
      pages: [
        [
          H('Purpose'),
          P(
            'This illustrative document sets out the principles the Board of Vodacom Tanzania PLC follows when deciding on dividends to shareholders.',
          ),
          H('Principles'),
          P(
            '- At listing, the policy was to pay at least 50% of profit after tax (allAfrica, September 2017).',
          ),
          P(
            '- The Board considers profits, cash flow, investment needs, debt and the regulatory environment.',
          ),
          P(
            '- Dividends are recommended by the Board and approved by shareholders at the Annual General Meeting.',
          ),
          P(
            '- The Board may decide not to pay a dividend: there was none for the year ended 31 March 2021, a year with a loss.',
          ),
        ],
      ],
    },
    sw: {
      title: 'Sera ya Gawio',
      date: 'Waraka wa sera wa kielelezo',
      pages: [
        [
          H('Madhumuni'),
          P(
            'Waraka huu wa kielelezo unaeleza misingi ambayo Bodi ya Vodacom Tanzania PLC inafuata inapoamua gawio kwa wanahisa.',
          ),
          H('Misingi'),
          P(
            '- Wakati wa kuorodheshwa, sera ilikuwa kulipa angalau asilimia 50 ya faida baada ya kodi (allAfrica, Septemba 2017).',
          ),
          P(
            '- Bodi huzingatia faida, mtiririko wa fedha, mahitaji ya uwekezaji, madeni na mazingira ya udhibiti.',
          ),
          P('- Gawio hupendekezwa na Bodi na kuidhinishwa na wanahisa katika Mkutano Mkuu wa Mwaka.'),
          P(
            '- Bodi inaweza kuamua kutolipa gawio: hakukuwa na gawio kwa mwaka ulioishia 31 Machi 2021, mwaka uliokuwa na hasara.',
          ),
        ],
      ],
    },
  },
  'board-charter.pdf': {
    stamp: '20240515',
    en: {
      title: 'Board Charter',
      date: 'Illustrative charter',
      pages: [
        [
          H('Role of the Board'),
          P(
            'The Board of Directors is responsible for the strategy, governance and long-term success of Vodacom Tanzania PLC, and is accountable to shareholders.',
          ),
          H('Composition'),
          P(
            'The Board has a balance of executive, non-executive and independent directors with the skills and experience needed to lead the company.',
          ),
          H('Responsibilities'),
          P('- Approve the strategy, the budget and major investments.'),
          P('- Oversee risk management, internal control and compliance.'),
          P('- Appoint and evaluate the Managing Director and senior management.'),
          P('- Ensure fair treatment of all shareholders and timely disclosure.'),
        ],
      ],
    },
    sw: {
      title: 'Hati ya Bodi',
      date: 'Hati ya kielelezo',
      pages: [
        [
          H('Jukumu la Bodi'),
          P(
            'Bodi ya Wakurugenzi inawajibika kwa mkakati, utawala na mafanikio ya muda mrefu ya Vodacom Tanzania PLC, na inawajibika kwa wanahisa.',
          ),
          H('Muundo'),
          P(
            'Bodi ina uwiano wa wakurugenzi watendaji, wasio watendaji na huru wenye ujuzi na uzoefu unaohitajika kuiongoza kampuni.',
          ),
          H('Majukumu'),
          P('- Kuidhinisha mkakati, bajeti na uwekezaji mkubwa.'),
          P('- Kusimamia udhibiti wa hatari, udhibiti wa ndani na uzingatiaji wa sheria.'),
          P('- Kumteua na kumtathmini Mkurugenzi Mtendaji na menejimenti ya juu.'),
          P('- Kuhakikisha wanahisa wote wanatendewa haki na taarifa zinatolewa kwa wakati.'),
        ],
      ],
    },
  },
};

const MARKS = {
  en: {
    top: 'Illustrative document for the website seed \u2014 not a financial statement',
    foot: 'Illustrative seed content. Figures without a source are examples and must not be relied upon.',
    page: (n, total) => `Page ${n} of ${total}`,
    continued: 'continued',
  },
  sw: {
    top: 'Waraka wa kielelezo wa tovuti \u2014 si taarifa ya fedha',
    foot: 'Maudhui ya kielelezo. Takwimu zisizo na chanzo ni mifano, usizitegemee.',
    page: (n, total) => `Ukurasa ${n} kati ya ${total}`,
    continued: 'inaendelea',
  },
};

for (const [file, doc] of Object.entries(DOCS)) {
  for (const locale of ['en', 'sw']) {
    const buf = buildPdf({ ...doc[locale], stamp: doc.stamp, marks: MARKS[locale] });
    const name = locale === 'en' ? file : file.replace(/\.pdf$/, '.sw.pdf');
    writeFileSync(join(OUT, name), buf);
    console.log(`${name}\t${buf.length} bytes\t${doc[locale].pages.length} page(s)`);
  }
}
