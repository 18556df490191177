import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EstrellasFijas, EstrellasInput } from '../../../src/features/pedidos/estrellas-input.tsx';
import { useTestRoot } from '../../helpers/test-root.tsx';

describe('EstrellasInput', () => {
  const root = useTestRoot();

  it('is a named radio group of five named stars, lit up to the chosen one', async () => {
    const onChange = vi.fn();
    await root.render(<EstrellasInput name="calidad" legend="Calidad" value={3} onChange={onChange} />);
    const group = root.container.querySelector('[role="radiogroup"]');
    expect(group?.getAttribute('aria-label')).toBe('Calidad');
    const radios = [...root.container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.closest('label')?.textContent?.replace('★', ''))).toEqual([
      '1 estrella',
      '2 estrellas',
      '3 estrellas',
      '4 estrellas',
      '5 estrellas',
    ]);
    expect(radios.map((r) => r.checked)).toEqual([false, false, true, false, false]);
    const lit = [...root.container.querySelectorAll('label')].map((l) => l.dataset.on === 'true');
    expect(lit).toEqual([true, true, true, false, false]);
    await act(async () => radios[4]?.click());
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('says what is missing as an alert tied to the group', async () => {
    await root.render(
      <EstrellasInput name="envio" legend="Envío" value={null} onChange={() => {}} error="Elegí de 1 a 5 estrellas." />,
    );
    const alert = root.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Elegí de 1 a 5 estrellas.');
    expect(root.container.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(alert?.id);
  });
});

describe('EstrellasFijas', () => {
  const root = useTestRoot();
  it('names the rating given', async () => {
    await root.render(<EstrellasFijas legend="Calidad" value={4} />);
    expect(root.container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Calidad: 4 estrellas');
  });
});
