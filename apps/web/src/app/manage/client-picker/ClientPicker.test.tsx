// The one client picker of the reserved area (choosing the client to order for, a new quote's
// client, a promotion's clients): its keyboard and what it says to screen readers.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@shop/ui';
import { ClientPicker, type PickableClient } from './ClientPicker';

const CLIENTS: PickableClient[] = [
  { code: 'C00001', name: 'Rossi Srl', city: 'Milano', province: 'MI' },
  { code: 'C00002', name: 'Bianchi Spa', city: 'Torino' },
];

function Picker({
  clients,
  onPick,
  pickLabel = 'Ordina per',
  listLabel,
}: {
  clients: PickableClient[];
  onPick: (client: PickableClient) => void;
  pickLabel?: string | ((client: PickableClient) => string);
  listLabel?: string;
}) {
  const [term, setTerm] = useState('');
  return (
    <UiProvider>
      <form onSubmit={() => onPick({ code: 'SUBMITTED', name: '', city: '' })}>
        <ClientPicker
          label="Cerca cliente"
          term={term}
          onTermChange={setTerm}
          clients={clients}
          onPick={onPick}
          pickLabel={pickLabel}
          listLabel={listLabel}
          status={`${clients.length} clienti`}
          listTestId="client-results"
        />
      </form>
    </UiProvider>
  );
}

describe('ClientPicker', () => {
  it('moves from the field to the results and back with the arrows', () => {
    render(<Picker clients={CLIENTS} onPick={vi.fn()} />);
    const field = screen.getByRole('searchbox', { name: 'Cerca cliente' });
    const buttons = screen.getAllByRole('button');
    const first = buttons[0] as HTMLElement;
    const second = buttons[1] as HTMLElement;
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field);
  });

  it('picks the only result on Enter, and never submits the surrounding form', () => {
    const onPick = vi.fn();
    const { unmount } = render(<Picker clients={CLIENTS.slice(0, 1)} onPick={onPick} />);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(CLIENTS[0]);
    unmount();

    onPick.mockClear();
    render(<Picker clients={CLIENTS} onPick={onPick} />);
    fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('names each result for screen readers and shows code, city and province', () => {
    const onPick = vi.fn();
    render(<Picker clients={CLIENTS} onPick={onPick} />);
    const list = screen.getByTestId('client-results');
    expect(list.querySelector('button[data-code="C00001"]')?.textContent).toBe(
      'Ordina per Rossi SrlC00001 · Milano (MI)',
    );
    expect(list.querySelector('button[data-code="C00002"]')?.textContent).toBe(
      'Ordina per Bianchi SpaC00002 · Torino',
    );
    expect(screen.getByRole('status').textContent).toBe('2 clienti');
    fireEvent.click(screen.getByRole('button', { name: /Bianchi Spa/ }));
    expect(onPick).toHaveBeenCalledWith(CLIENTS[1]);
  });

  it('names each result as a whole when the label is a function (a customer user’s client)', () => {
    render(
      <Picker
        clients={CLIENTS}
        onPick={vi.fn()}
        pickLabel={(client) => `Scegli ${client.code} ${client.name}`}
        listLabel="Clienti trovati"
      />,
    );
    expect(screen.getByRole('list', { name: 'Clienti trovati' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scegli C00002 Bianchi Spa' })).toBeTruthy();
  });
});
