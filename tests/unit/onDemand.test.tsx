// src/ui/onDemand.ts: a shell part fetched the first time it is needed, fetched once, and a
// stand-in when its chunk cannot be loaded.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { onDemand } from '../../src/ui/onDemand';

function Part({ label }: { label: string }) {
  return <p>part {label}</p>;
}
function StandIn({ label }: { label: string }) {
  return <p>stand-in {label}</p>;
}

function Host({ use, wanted }: { use: (wanted: boolean) => React.ComponentType<{ label: string }> | null; wanted: boolean }) {
  const Loaded = use(wanted);
  return Loaded ? <Loaded label="x" /> : <p>nothing</p>;
}

describe('onDemand', () => {
  it('fetches nothing until wanted, then fetches the chunk once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const part = onDemand(load, StandIn);
    expect(renderToStaticMarkup(<Host use={part.use} wanted={false} />)).toBe('<p>nothing</p>');
    expect(load).toHaveBeenCalledTimes(0);
    const [a, b] = await Promise.all([part.preload(), part.preload()]);
    expect(a).toBe(Part);
    expect(b).toBe(Part);
    expect(load).toHaveBeenCalledTimes(1);
    // Once loaded it renders at once where wanted, and still not where it is not.
    expect(renderToStaticMarkup(<Host use={part.use} wanted />)).toBe('<p>part x</p>');
    expect(renderToStaticMarkup(<Host use={part.use} wanted={false} />)).toBe('<p>nothing</p>');
  });

  it('uses the stand-in when the chunk cannot be loaded', async () => {
    const load = vi.fn(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const part = onDemand(load, StandIn);
    expect(await part.preload()).toBe(StandIn);
    expect(renderToStaticMarkup(<Host use={part.use} wanted />)).toBe('<p>stand-in x</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
