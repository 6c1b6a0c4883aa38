// The part of pdfmake's API and document definition these documents use. Typed here rather than with
// @types/pdfmake, whose `/// <reference lib="dom" />` would put the browser's globals into the whole API.

export type Alignment = 'left' | 'right' | 'center' | 'justify';
export type Margins = number | [number, number] | [number, number, number, number];

export interface Style {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  alignment?: Alignment;
  lineHeight?: number;
  margin?: Margins;
  /** 'break-all' lets a word break between any two characters when it does not fit its line. */
  wordBreak?: 'normal' | 'break-all';
}

interface ContentBase extends Style {
  /** Names from the definition's `styles`. */
  style?: string | string[];
  /** Width inside `columns`: points, '*' (share the rest) or 'auto'. */
  width?: number | string;
  /** Keep the whole node on one page when it fits. */
  unbreakable?: boolean;
  colSpan?: number;
  rowSpan?: number;
  fillColor?: string;
}

export interface ContentText extends ContentBase {
  text: string | ContentText[];
}
export interface ContentStack extends ContentBase {
  stack: Content[];
}
export interface ContentColumns extends ContentBase {
  columns: Content[];
  columnGap?: number;
}
export interface ContentTable extends ContentBase {
  table: Table;
  layout?: TableLayout;
}
export interface ContentCanvas extends ContentBase {
  canvas: CanvasLine[];
}

export type Content =
  string | Content[] | ContentText | ContentStack | ContentColumns | ContentTable | ContentCanvas;
export type TableCell = Content;

export interface Table {
  widths: (number | string)[];
  body: TableCell[][];
  /** Rows repeated at the top of every page the table runs onto. */
  headerRows?: number;
  /** A row moves to the next page whole instead of splitting. */
  dontBreakRows?: boolean;
}

interface TableNode {
  table: { body: TableCell[][]; widths?: unknown[] };
}
type LineFunction<T> = (index: number, node: TableNode, columnIndex?: number) => T;

export interface TableLayout {
  hLineWidth?: LineFunction<number>;
  vLineWidth?: LineFunction<number>;
  hLineColor?: LineFunction<string>;
  vLineColor?: LineFunction<string>;
  fillColor?: (rowIndex: number, node: TableNode, columnIndex: number) => string | null;
  paddingLeft?: LineFunction<number>;
  paddingRight?: LineFunction<number>;
  paddingTop?: LineFunction<number>;
  paddingBottom?: LineFunction<number>;
}

export interface CanvasLine {
  type: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth?: number;
  lineColor?: string;
}

/** A header or footer drawn for each page. */
export type DynamicContent = (currentPage: number, pageCount: number) => Content;

export interface DocumentDefinition {
  pageSize: 'A4';
  /** Left, top, right, bottom, in points; the header and footer are drawn inside the top and bottom ones. */
  pageMargins: [number, number, number, number];
  /** BCP 47 tag of the text, for screen readers. */
  language?: string;
  info?: { title?: string; author?: string; subject?: string; creator?: string };
  header?: DynamicContent;
  footer?: DynamicContent;
  content: Content[];
  defaultStyle?: Style;
  styles?: Record<string, Style>;
  /** Compress the page streams (pdfmake's default: true). */
  compress?: boolean;
}

/** Font files by style: names in pdfmake's virtual file system (or paths / URLs, which we never use). */
export interface FontFamily {
  normal: string;
  bold: string;
  italics: string;
  bolditalics: string;
}

/** The pdfmake instance its server entry (`require('pdfmake')`) exports. */
export interface PdfMake {
  /** In-memory files pdfmake reads fonts and images from before it looks at the disk or the network. */
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
  addFonts(fonts: Record<string, FontFamily>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(definition: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}
