// src/state/shellStore.ts and the shell's values kept in it: the toasts, the chat, and whether
// the vault is unlocked (mirrored from the vault's valtio state the moment it changes).
import { describe, expect, it, vi } from 'vitest';
import { shellStore } from '../../src/state/shellStore';
import { dismissErrorToasts, toast, toastStore, toastsOnScreen, toastWhenIdle } from '../../src/state/toast';
import { chatStore, clearInitialMessage, closeChat, openChat, toggleChat } from '../../src/state/chat';
import { vaultState } from '../../src/vault/state';
import { vaultUnlocked } from '../../src/vault/unlocked';

describe('shellStore', () => {
  it('tells each listener once per new value, not for the same value, and stops when told', () => {
    const store = shellStore({ n: 1 });
    const first = store.get();
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(first);
    expect(heard).toHaveBeenCalledTimes(0);
    store.set({ n: 2 });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ n: 2 });
    expect(first).toEqual({ n: 1 });
    stop();
    store.set({ n: 3 });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('toasts on screen', () => {
  it('toastStore.toasts and the store are the same list', () => {
    toastStore.toasts = [];
    const heard = vi.fn();
    const stop = toastsOnScreen.subscribe(heard);
    toast({ title: 'Saved!' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(toastsOnScreen.get().map((t) => t.title)).toEqual(['Saved!']);
    stop();
    toastStore.toasts = [];
  });

  it('a waiting toast does not slip in between an error cleared and a toast raised in the same task', async () => {
    toastStore.toasts = [];
    toast({ title: 'Could not save', variant: 'destructive' });
    toastWhenIdle({ title: 'Ready to work offline' });
    dismissErrorToasts();
    toast({ title: 'Saved!' });
    await Promise.resolve();
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Saved!']);
    toastStore.toasts = [];
    await Promise.resolve();
    expect(toastStore.toasts.map((t) => t.title)).toEqual(['Ready to work offline']);
    toastStore.toasts = [];
  });
});

describe('chat state', () => {
  it('opens with a message kept until cleared, closes and toggles', () => {
    openChat('I need help with a schedule');
    expect(chatStore.get()).toEqual({ isChatOpen: true, initialMessage: 'I need help with a schedule' });
    closeChat();
    expect(chatStore.get()).toEqual({ isChatOpen: false, initialMessage: 'I need help with a schedule' });
    toggleChat();
    expect(chatStore.get().isChatOpen).toBe(true);
    clearInitialMessage();
    openChat();
    expect(chatStore.get()).toEqual({ isChatOpen: true, initialMessage: null });
    closeChat();
  });
});

describe('vaultUnlocked', () => {
  it('follows the vault status in the same moment', () => {
    vaultState.status = 'locked';
    expect(vaultUnlocked.get()).toBe(false);
    vaultState.status = 'unlocked';
    expect(vaultUnlocked.get()).toBe(true);
    vaultState.status = 'locked';
    expect(vaultUnlocked.get()).toBe(false);
    vaultState.status = 'checking';
  });
});
