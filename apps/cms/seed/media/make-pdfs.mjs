#!/usr/bin/env node
// Writes the small illustrative investor PDFs of the seed media library into this folder.
// No dependencies: a minimal PDF 1.4 writer (catalog, page tree, Helvetica Type1 fonts,
// one content stream per page, xref table with byte offsets, trailer).
// Usage: node apps/cms/seed/media/make-pdfs.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = dirname(fileURLToPath(import.meta.url));
const MARK = 'Illustrative document for the website seed \u2014 not a financial statement';
const COMPANY = 'Vodacom Tanzania PLC';
const PAGE_W = 595, PAGE_H = 842, MARGIN = 56, WRAP = 98; // A4, 10 pt body text

// WinAnsi: the few non-ASCII characters used here; anything else outside ASCII becomes '?'
const WIN = { '\u2014': 0x97, '\u2013': 0x96, '\u2019': 0x92, '\u2018': 0x91, '\u201c': 0x93, '\u201d': 0x94 };
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
    if (cur && (cur + ' ' + word).length > width) { lines.push(cur); cur = word; } else cur = cur ? cur + ' ' + word : word;
  }
  if (cur) lines.push(cur);
  return lines;
}

// one page's content stream: red band, first-line marker, header, body, footer
function pageStream(doc, body, pageNo, pageCount) {
  const ops = [];
  const txt = (font, size, x, y, s, rgb = '0.29 0.29 0.29') => ops.push(`BT /${font} ${size} Tf ${rgb} rg ${x} ${y} Td ${pdfString(s)} Tj ET`);
  ops.push('0.902 0 0 rg 0 806 595 36 re f'); // brand band
  ops.push('0.702 0 0 rg 0 800 595 6 re f');
  let y = 776;
  txt('F2', 9, MARGIN, y, MARK, '0.702 0 0');
  y -= 26;
  if (pageNo === 1) {
    txt('F2', 12, MARGIN, y, COMPANY, '0.902 0 0'); y -= 26;
    txt('F2', 20, MARGIN, y, doc.title, '0.1 0.1 0.1'); y -= 22;
    txt('F1', 11, MARGIN, y, doc.date); y -= 14;
    ops.push(`0.851 0.851 0.851 RG 1 w ${MARGIN} ${y} m ${PAGE_W - MARGIN} ${y} l S`);
    y -= 24;
  } else {
    txt('F2', 12, MARGIN, y, `${COMPANY} \u2014 ${doc.title} (continued)`, '0.902 0 0'); y -= 30;
  }
  for (const item of body) {
    if (item.h) { y -= 6; txt('F2', 12, MARGIN, y, item.h, '0.1 0.1 0.1'); y -= 18; continue; }
    for (const l of wrap(item.p)) { txt('F1', 10, MARGIN, y, l); y -= 14; }
    y -= 6;
  }
  ops.push(`0.851 0.851 0.851 RG 1 w ${MARGIN} 52 m ${PAGE_W - MARGIN} 52 l S`);
  txt('F1', 8, MARGIN, 38, `${COMPANY} - ${doc.title} - Page ${pageNo} of ${pageCount}`, '0.45 0.45 0.45');
  txt('F1', 8, MARGIN, 27, 'Illustrative seed content. Figures are examples and must not be relied upon.', '0.45 0.45 0.45');
  return ops.join('\n') + '\n';
}

function buildPdf(doc) {
  const objs = []; // index = object number - 1
  const add = (s) => { objs.push(s); return objs.length; };
  const catalog = add(null), pages = add(null);
  const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids = [];
  doc.pages.forEach((body, i) => {
    const stream = pageStream(doc, body, i + 1, doc.pages.length);
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
    kids.push(add(`<< /Type /Page /Parent ${pages} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`));
  });
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pages} 0 R >>`;
  objs[pages - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title ${pdfString(`${COMPANY} - ${doc.title}`)} /Author ${pdfString(COMPANY)} /Subject ${pdfString(MARK.replace('\u2014', '-'))} /Producer (make-pdfs.mjs) /CreationDate (D:${doc.stamp}000000Z) >>`);

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((o, i) => { offsets.push(Buffer.byteLength(out, 'latin1')); out += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const P = (p) => ({ p }), H = (h) => ({ h });
const DOCS = {
  'annual-report-2025.pdf': {
    title: 'Annual Report 2025', date: 'For the year ended 31 December 2025 - published 28 April 2026', stamp: '20260428',
    pages: [
      [
        H('Chairman\u2019s overview'),
        P('Vodacom Tanzania PLC closed the 2025 financial year with a larger customer base, wider 4G coverage and continued growth in M-Pesa usage across all regions of mainland Tanzania and Zanzibar.'),
        P('The Board thanks our customers, shareholders, employees, agents and partners for their continued trust during a year of strong competition and steady economic recovery.'),
        H('Highlights of the year (illustrative)'),
        P('- Customers: about 20 million active mobile customers, up on the prior year.'),
        P('- Data: mobile data traffic grew strongly as smartphone ownership increased.'),
        P('- M-Pesa: more agents, more merchants and higher transaction values.'),
        P('- Network: new 4G sites in rural areas and the first 5G sites in major cities.'),
        H('Sustainability'),
        P('The Vodacom Tanzania Foundation supported projects in education, maternal health and the environment, and the company continued to expand solar power at network sites.'),
      ],
      [
        H('Financial summary (illustrative)'),
        P('Service revenue increased, driven by mobile data and M-Pesa, while voice revenue remained broadly stable. Operating costs rose with network expansion and energy prices.'),
        P('Capital expenditure focused on coverage, capacity and the reliability of the M-Pesa platform. The balance sheet remained sound with no significant borrowings.'),
        H('Outlook'),
        P('The company will continue to invest in its network and digital financial services, with a focus on affordable smartphones, data bundles and financial inclusion.'),
        P('The full audited financial statements are available from the Company Secretary. This seed document only illustrates the layout of the investor pages.'),
      ],
    ],
  },
  'annual-report-2024.pdf': {
    title: 'Annual Report 2024', date: 'For the year ended 31 December 2024 - published April 2025', stamp: '20250429',
    pages: [[
      H('Overview'),
      P('In the 2024 financial year Vodacom Tanzania PLC grew its customer base, modernised its network and added new services to the M-Pesa platform.'),
      H('Highlights (illustrative)'),
      P('- Continued growth in mobile data customers and smartphone penetration.'),
      P('- New M-Pesa features for savings, loans and international transfers.'),
      P('- More than a thousand network sites upgraded for better 4G capacity.'),
      P('- Expanded business services: cloud, connectivity and IoT solutions.'),
      H('Financial summary (illustrative)'),
      P('Service revenue increased year on year, led by data and M-Pesa. The company maintained a disciplined approach to costs and capital expenditure.'),
      H('Governance'),
      P('The Board met regularly during the year and its committees reviewed audit, risk, remuneration and social and ethics matters in line with the Board charter.'),
    ]],
  },
  'interim-results-2026.pdf': {
    title: 'Interim Results 2026', date: 'For the six months ended 30 June 2026 - published 20 August 2026', stamp: '20260820',
    pages: [[
      H('Summary of the half year (illustrative)'),
      P('Vodacom Tanzania PLC reports continued growth in its customer base and in service revenue for the first half of the 2026 financial year.'),
      P('- Mobile data revenue grew on higher usage and more smartphone customers.'),
      P('- M-Pesa revenue grew with more transactions and merchant payments.'),
      P('- Voice revenue was stable, supported by on-net bundles.'),
      P('- Network availability improved after the rollout of new sites.'),
      H('Financial position'),
      P('The company remained cash generative and continued to fund its investment programme from operating cash flows. The interim results are unaudited.'),
      H('Outlook'),
      P('For the second half of the year the company expects to continue its network investment and to launch further digital services for customers and businesses.'),
    ]],
  },
  'agm-notice-2026.pdf': {
    title: 'Notice of the Annual General Meeting 2026', date: 'Issued 18 November 2026', stamp: '20261118',
    pages: [[
      P('Notice is hereby given that the Annual General Meeting of the shareholders of Vodacom Tanzania PLC will be held on Thursday, 10 December 2026 at 10:00 at the Julius Nyerere International Convention Centre, Dar es Salaam, and by electronic means.'),
      H('Ordinary business'),
      P('1. To receive and adopt the audited financial statements for the year ended 31 December 2025.'),
      P('2. To declare a final dividend as recommended by the Board.'),
      P('3. To re-elect directors retiring by rotation.'),
      P('4. To approve the remuneration of non-executive directors.'),
      P('5. To appoint the external auditors and authorise the Board to fix their fees.'),
      H('Attendance and proxies'),
      P('Shareholders registered at the record date may attend, speak and vote. A shareholder who cannot attend may appoint a proxy using the proxy form, to be received by the Company Secretary at least 48 hours before the meeting.'),
      P('By order of the Board - Company Secretary, Dar es Salaam.'),
    ]],
  },
  'agm-minutes-2025.pdf': {
    title: 'Minutes of the Annual General Meeting 2025', date: 'Meeting held on 11 December 2025', stamp: '20251219',
    pages: [[
      H('Opening'),
      P('The Chairman welcomed shareholders, confirmed that notice had been duly given and that a quorum was present, and declared the meeting open.'),
      H('Resolutions (illustrative)'),
      P('1. The audited financial statements for the year ended 31 December 2024 were received and adopted.'),
      P('2. The final dividend recommended by the Board was approved.'),
      P('3. The directors retiring by rotation were re-elected.'),
      P('4. The remuneration of non-executive directors was approved.'),
      P('5. The external auditors were re-appointed.'),
      H('Questions from shareholders'),
      P('Shareholders asked about network coverage in rural areas, M-Pesa fees and the dividend policy. Management responded to each question.'),
      H('Closing'),
      P('There being no other business, the Chairman thanked shareholders for attending and declared the meeting closed.'),
    ]],
  },
  'dividend-notice-2026.pdf': {
    title: 'Dividend Notice 2026', date: 'Issued 18 November 2026', stamp: '20261118',
    pages: [[
      P('The Board of Directors of Vodacom Tanzania PLC has recommended a final dividend of TSh 26.5 per share for the year ended 31 December 2025, subject to approval by shareholders at the Annual General Meeting.'),
      H('Key dates (illustrative)'),
      P('- Announcement date: 18 November 2026'),
      P('- Last day to trade with entitlement: 15 December 2026'),
      P('- Record date: 18 December 2026'),
      P('- Payment date: on or about 15 January 2027'),
      H('Payment'),
      P('Dividends will be paid to shareholders on the register at the record date, by bank transfer or by M-Pesa where the shareholder has registered a mobile wallet. Withholding tax will be deducted as required by law.'),
      P('Shareholders should keep their contact and bank details up to date with the share registrar.'),
    ]],
  },
  'dividend-policy.pdf': {
    title: 'Dividend Policy', date: 'Approved by the Board - version 2024', stamp: '20240515',
    pages: [[
      H('Purpose'),
      P('This policy sets out the principles the Board of Vodacom Tanzania PLC follows when deciding on dividends to shareholders.'),
      H('Principles'),
      P('- The company aims to pay a sustainable dividend once a year, after the audited results are available.'),
      P('- The Board considers profits, cash flow, investment needs, debt and the regulatory environment.'),
      P('- Dividends are recommended by the Board and approved by shareholders at the Annual General Meeting.'),
      P('- The Board may decide not to pay a dividend where this is in the long-term interest of the company.'),
      H('Review'),
      P('The Board reviews this policy regularly and publishes any changes on the investor relations website.'),
    ]],
  },
  'board-charter.pdf': {
    title: 'Board Charter', date: 'Adopted by the Board - version 2024', stamp: '20240515',
    pages: [[
      H('Role of the Board'),
      P('The Board of Directors is responsible for the strategy, governance and long-term success of Vodacom Tanzania PLC, and is accountable to shareholders.'),
      H('Composition'),
      P('The Board has a balance of executive, non-executive and independent directors with the skills and experience needed to lead the company.'),
      H('Responsibilities'),
      P('- Approve the strategy, the budget and major investments.'),
      P('- Oversee risk management, internal control and compliance.'),
      P('- Appoint and evaluate the Managing Director and senior management.'),
      P('- Ensure fair treatment of all shareholders and timely disclosure.'),
      H('Committees'),
      P('The Board is supported by the Audit and Risk Committee, the Nomination and Remuneration Committee and the Social and Ethics Committee, each with its own terms of reference.'),
    ]],
  },
};

for (const [file, doc] of Object.entries(DOCS)) {
  const buf = buildPdf(doc);
  writeFileSync(join(OUT, file), buf);
  console.log(`${file}\t${buf.length} bytes\t${doc.pages.length} page(s)`);
}
