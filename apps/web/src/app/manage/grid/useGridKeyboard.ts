// Keyboard use of a grid (WAI-ARIA grid pattern): one tab stop (the active cell, or the sort button
// of a header); arrow keys move between cells, Home/End to the row's ends, Ctrl+Home/End to the
// first/last cell, PageUp/PageDown by ten rows; Enter on a data row opens it. Row 0 is the header.
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface Cell {
  row: number;
  col: number;
}

const PAGE_STEP = 10;

export function useGridKeyboard(rowCount: number, colCount: number, onOpenRow?: (rowIndex: number) => void) {
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const elements = useRef(new Map<string, HTMLElement>());
  const lastRow = Math.max(0, rowCount); // header + rowCount data rows: 0..rowCount
  const clamp = (cell: Cell): Cell => ({
    row: Math.min(Math.max(cell.row, 0), lastRow),
    col: Math.min(Math.max(cell.col, 0), Math.max(0, colCount - 1)),
  });
  const current = clamp(active);

  const focusCell = useCallback((cell: Cell) => {
    setActive(cell);
    elements.current.get(`${cell.row}:${cell.col}`)?.focus();
  }, []);

  /** Props for the focusable element of a cell (the cell itself, or a header's sort button). */
  const cellProps = (row: number, col: number) => ({
    tabIndex: row === current.row && col === current.col ? 0 : -1,
    'data-cell': `${row}:${col}`,
    ref: (element: HTMLElement | null) => {
      const key = `${row}:${col}`;
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onFocus: () => {
      if (row !== current.row || col !== current.col) setActive({ row, col });
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Keys typed into a control inside a cell (a text field) are the control's.
    if (!target.hasAttribute('data-cell')) return;
    const { row, col } = current;
    let next: Cell;
    switch (event.key) {
      case 'ArrowDown':
        next = { row: row + 1, col };
        break;
      case 'ArrowUp':
        next = { row: row - 1, col };
        break;
      case 'ArrowRight':
        next = { row, col: col + 1 };
        break;
      case 'ArrowLeft':
        next = { row, col: col - 1 };
        break;
      case 'Home':
        next = event.ctrlKey ? { row: 0, col: 0 } : { row, col: 0 };
        break;
      case 'End':
        next = event.ctrlKey ? { row: lastRow, col: colCount - 1 } : { row, col: colCount - 1 };
        break;
      case 'PageDown':
        next = { row: row + PAGE_STEP, col };
        break;
      case 'PageUp':
        next = { row: Math.max(row === 0 ? 0 : 1, row - PAGE_STEP), col };
        break;
      case 'Enter':
        if (row > 0 && onOpenRow) {
          event.preventDefault();
          onOpenRow(row - 1);
        }
        return;
      default:
        return;
    }
    event.preventDefault();
    focusCell(clamp(next));
  };

  return { active: current, cellProps, onKeyDown };
}
