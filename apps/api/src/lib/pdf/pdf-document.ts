import type { TLanguageCode } from '@coinvest/contract';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export interface PdfSection {
  heading: string;
  /** Label and value pairs, one line each. */
  lines: readonly (readonly [string, string])[];
}

export interface PdfDocumentContent {
  title: string;
  /** Lines under the title: who it is for, when it was made. */
  intro: readonly string[];
  sections: readonly PdfSection[];
  /** A closing paragraph, e.g. how a figure was computed. */
  note?: string | undefined;
  /** Its language: Chinese or Korean shapes for the characters both write; Arabic reads from the right. */
  language?: TLanguageCode;
}

const resolve = createRequire(import.meta.url).resolve;

/**
 * The embedded Noto Sans fonts: one holds Latin, Cyrillic and Devanagari; Chinese, Japanese,
 * Korean and Arabic each need their own. pdfkit embeds only the glyphs a document uses.
 */
const FONT_FILES = {
  sans: '@expo-google-fonts/noto-sans/{weight}/NotoSans_{weight}.ttf',
  chinese: '@expo-google-fonts/noto-sans-sc/{weight}/NotoSansSC_{weight}.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/{weight}/NotoSansKR_{weight}.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/{weight}/NotoSansArabic_{weight}.ttf',
} as const;
type FontFamily = keyof typeof FONT_FILES;
type Weight = '400Regular' | '700Bold';

// Script extensions: the Arabic comma and the like belong to Arabic too.
const ARABIC = /\p{scx=Arabic}/u;
const HANGUL = /\p{scx=Hangul}/u;
// Han, kana and the full-width punctuation written with them.
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Which font writes a character: a Chinese character in a Korean text takes the Korean shapes. */
function familyOf(character: string, language: TLanguageCode): FontFamily {
  if (ARABIC.test(character)) return 'arabic';
  if (HANGUL.test(character)) return 'korean';
  if (CJK.test(character)) return language === 'ko' ? 'korean' : 'chinese';
  return 'sans';
}

type Run = [family: FontFamily, text: string];

/** The text cut where its font changes, each piece with its font. */
function fontRuns(text: string, language: TLanguageCode): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const family = familyOf(character, language);
    const last = runs.at(-1);
    if (last && last[0] === family) last[1] += character;
    else runs.push([family, character]);
  }
  return runs;
}

/** Spaces and punctuation at either end of a left-to-right piece: they go with the Arabic. */
const NEUTRAL_ENDS = /^([\s\p{P}\p{S}]*)(.*?)([\s\p{P}\p{S}]*)$/su;

/**
 * A right-to-left line in the order it is drawn from the left: the pieces of a paragraph read
 * from the right are reversed, Arabic ones are reversed within by the font's shaping, Latin
 * words and numbers keep their order, and the spaces and punctuation around them read from the
 * right too (a simple case of the Unicode bidirectional algorithm: enough for labels and
 * values).
 */
function visualRuns(text: string, language: TLanguageCode): Run[] {
  const pieces: Run[] = [];
  for (const [family, run] of fontRuns(text, language)) {
    if (family === 'arabic') {
      pieces.push([family, run]);
      continue;
    }
    const [, before = '', core = '', after = ''] = NEUTRAL_ENDS.exec(run) ?? [];
    if (before) pieces.push([family, [...before].reverse().join('')]);
    if (core) pieces.push([family, core]);
    if (after) pieces.push([family, [...after].reverse().join('')]);
  }
  return pieces.reverse();
}

/**
 * A document as PDF bytes: the title, the intro lines, each section's heading and label: value
 * lines, then the note. Arabic reads from the right: its lines are right-aligned and laid out
 * here, since pdfkit lays text out from the left only.
 */
export function renderPdf(content: PdfDocumentContent): Promise<Buffer> {
  const language = content.language ?? 'en';
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: content.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [family, file] of Object.entries(FONT_FILES)) {
    for (const weight of ['400Regular', '700Bold'] as const) {
      // Registered by path: a font file is read only when a text needs it.
      doc.registerFont(`${family}-${weight}`, resolve(file.replaceAll('{weight}', weight)));
    }
  }
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;

  const widthOf = (runs: Run[], weight: Weight) =>
    runs.reduce(
      (sum, [family, run]) => sum + doc.font(`${family}-${weight}`).widthOfString(run),
      0,
    );

  const writeLeftToRight = (text: string, weight: Weight) => {
    const runs = fontRuns(text, language);
    runs.forEach(([family, run], index) => {
      doc.font(`${family}-${weight}`).text(run, { continued: index < runs.length - 1 });
    });
  };

  /** Wrapped at spaces, each line right-aligned. */
  const writeRightToLeft = (text: string, weight: Weight, size: number) => {
    const lines: string[] = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      const longer = last === undefined ? word : `${last} ${word}`;
      const fits = widthOf(fontRuns(longer, language), weight) <= right - left;
      if (last !== undefined && fits) lines[lines.length - 1] = longer;
      else lines.push(word);
    }
    for (const line of lines) {
      const runs = visualRuns(line, language);
      const top = doc.y;
      let x = right - widthOf(runs, weight);
      for (const [family, run] of runs) {
        // Every font on one baseline, a font size below the line's top: their ascents differ.
        doc
          .font(`${family}-${weight}`)
          .text(run, x, top + size, { lineBreak: false, baseline: 'alphabetic' });
        x += doc.widthOfString(run);
      }
      doc.font(`sans-${weight}`);
      doc.x = left;
      doc.y = top + doc.currentLineHeight(true);
    }
  };

  const write = (text: string, weight: Weight, size: number) => {
    doc.fontSize(size);
    if (language === 'ar') writeRightToLeft(text, weight, size);
    else writeLeftToRight(text, weight);
  };

  write(content.title, '700Bold', 18);
  doc.moveDown(0.5);
  for (const line of content.intro) write(line, '400Regular', 10);
  for (const section of content.sections) {
    doc.moveDown();
    write(section.heading, '700Bold', 12);
    for (const [label, value] of section.lines) write(`${label}: ${value}`, '400Regular', 10);
  }
  if (content.note) {
    doc.moveDown();
    write(content.note, '400Regular', 9);
  }
  doc.end();
  return done;
}
