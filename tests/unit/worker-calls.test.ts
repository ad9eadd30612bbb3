import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerCalls } from '../../src/lib/workerCalls';

/** A stand-in worker: records what it is sent; the test answers through `reply`. */
class FakeWorker {
  sent: Array<Record<string, unknown>> = [];
  terminated = false;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(m: Record<string, unknown>) {
    this.sent.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  stop() {
    this.onerror?.({ preventDefault() {} } as ErrorEvent);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('workerCalls', () => {
  it('gives each call its own id, passes progress on and settles each call with its own answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fake = new FakeWorker();
    const calls = workerCalls<{ id: number; n: number }, string>(() => fake as unknown as Worker, 'stopped');
    const steps: string[] = [];
    const first = calls.call({ ask: 'a' }, (s) => steps.push(s));
    const second = calls.call({ ask: 'b' });
    expect(fake.sent).toEqual([
      { ask: 'a', id: 1 },
      { ask: 'b', id: 2 },
    ]);
    fake.reply({ ready: true });
    fake.reply({ id: 1, progress: 'layout' });
    fake.reply({ id: 2, error: 'no fonts' });
    fake.reply({ id: 1, n: 7 });
    fake.reply({ id: 1, n: 8 });
    await expect(first).resolves.toEqual({ id: 1, n: 7 });
    await expect(second).rejects.toThrow('no fonts');
    expect(steps).toEqual(['layout']);
  });

  it('a worker that stops fails every waiting call and is not started again', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const made: FakeWorker[] = [];
    const calls = workerCalls<{ id: number }>(() => {
      made.push(new FakeWorker());
      return made.at(-1) as unknown as Worker;
    }, 'The PDF worker stopped.');
    expect(calls.start()).toBe(true);
    const waiting = calls.call({});
    made[0]!.stop();
    await expect(waiting).rejects.toThrow('The PDF worker stopped.');
    expect(made[0]!.terminated).toBe(true);
    expect(calls.call({})).toBeNull();
    expect(calls.start()).toBe(false);
    expect(made).toHaveLength(1);
  });

  it('without workers, or when one cannot be made, there is no call to wait for', () => {
    vi.stubGlobal('Worker', undefined);
    expect(workerCalls(() => new FakeWorker() as unknown as Worker, 'x').call({})).toBeNull();
    vi.stubGlobal('Worker', FakeWorker);
    const refused = workerCalls(() => {
      throw new Error('blocked');
    }, 'x');
    expect(refused.start()).toBe(false);
    expect(refused.call({})).toBeNull();
  });
});
