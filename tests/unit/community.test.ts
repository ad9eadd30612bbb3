import { describe, expect, it } from 'vitest';
import communityEs from '../../src/content/messages/community/compiled/es.js';
import { spanishTranslator } from '../spanishTranslator';
import { leaderboard, STORY_COMMISSION_PERCENT, topContributors } from '../../src/content/community';
import {
  canWriteStory,
  FORUM_SOON_TOAST,
  forumAction,
  showUnlockCommunity,
  STORY_ERRORS,
  STORY_LOGIN_TOAST,
  STORY_MIN_LENGTH,
  storyCounter,
  storyLength,
  storyMailto,
  validateStory,
  validateStoryDraft,
} from '../../src/features/community/story';

describe('story rules', () => {
  it('has the 200-character minimum and the 30% commission', () => {
    expect(STORY_MIN_LENGTH).toBe(200);
    expect(STORY_COMMISSION_PERCENT).toBe(30);
  });

  it('requires text', () => {
    expect(validateStory('')).toBe('Please write your story before submitting.');
    expect(validateStory('   \n\t ')).toBe(STORY_ERRORS.empty);
  });

  it('rejects 199 characters and accepts 200', () => {
    expect(validateStory('a'.repeat(199))).toBe('Your story must be at least 200 characters long.');
    expect(validateStory('a'.repeat(200))).toBeNull();
    expect(validateStory('a'.repeat(5000))).toBeNull();
  });

  it('does not count spaces at either end', () => {
    expect(storyLength(`   ${'a'.repeat(199)}   `)).toBe(199);
    expect(validateStory(`   ${'a'.repeat(199)}   `)).toBe(STORY_ERRORS.short);
    expect(storyLength('a b')).toBe(3);
  });

  it('counts an emoji as one character', () => {
    expect(storyLength('🙂🙂')).toBe(2);
    expect(validateStory('🙂'.repeat(199))).toBe(STORY_ERRORS.short);
    expect(validateStory('🙂'.repeat(200))).toBeNull();
  });

  it('shows a live counter', () => {
    expect(storyCounter('')).toBe('0 characters: 200 more needed (minimum 200)');
    expect(storyCounter('a')).toBe('1 character: 199 more needed (minimum 200)');
    expect(storyCounter('a'.repeat(150))).toBe('150 characters: 50 more needed (minimum 200)');
    expect(storyCounter('a'.repeat(200))).toBe('200 characters: ready to submit');
    // In Spanish the count still missing agrees with its number (Paraglide's plural, docs/i18n.md).
    const es = spanishTranslator(communityEs);
    expect(storyCounter('a'.repeat(199), es)).toBe('199 caracteres: falta 1 (mínimo 200)');
    expect(storyCounter('a'.repeat(150), es)).toBe('150 caracteres: faltan 50 (mínimo 200)');
    expect(storyCounter('a', es)).toBe('1 carácter: faltan 199 (mínimo 200)');
    expect(storyCounter('a'.repeat(199))).toBe('199 characters: 1 more needed (minimum 200)');
  });
});

describe('login gate (local and connected mode)', () => {
  it('is open in local mode whatever the status', () => {
    expect(canWriteStory('local', 'signedOut')).toBe(true);
    expect(canWriteStory('local', 'loading')).toBe(true);
    expect(showUnlockCommunity('local', 'signedOut')).toBe(false);
  });
  it('needs a session in connected mode', () => {
    expect(canWriteStory('connected', 'signedOut')).toBe(false);
    expect(canWriteStory('connected', 'loading')).toBe(false);
    expect(canWriteStory('connected', 'signedIn')).toBe(true);
    expect(showUnlockCommunity('connected', 'signedOut')).toBe(true);
    expect(showUnlockCommunity('connected', 'loading')).toBe(true);
    expect(showUnlockCommunity('connected', 'signedIn')).toBe(false);
  });
  it('uses the catalogue wording for the login toast', () => {
    expect(STORY_LOGIN_TOAST).toEqual({ title: 'Please Log In', description: 'You need to be logged in to submit a story.' });
  });
});

describe('forumAction', () => {
  it('opens a configured web address', () => {
    expect(forumAction('https://forum.example.org/c/parents')).toEqual({
      kind: 'open',
      url: 'https://forum.example.org/c/parents',
    });
  });
  it('says Coming Soon otherwise', () => {
    expect(forumAction('')).toEqual({ kind: 'coming-soon' });
    expect(forumAction('  ')).toEqual({ kind: 'coming-soon' });
    expect(forumAction('javascript:alert(1)')).toEqual({ kind: 'coming-soon' });
    expect(forumAction('forum')).toEqual({ kind: 'coming-soon' });
    expect(FORUM_SOON_TOAST).toEqual({
      title: 'Coming Soon',
      description: "The community forum isn't connected yet. Please check back soon.",
    });
  });
});

describe('storyMailto', () => {
  it('addresses the stories email with subject and the trimmed story', () => {
    const m = storyMailto('  My story & more\nline two  ', 'stories@evenground.app');
    expect(m.truncated).toBe(false);
    expect(m.href).toBe(
      'mailto:stories@evenground.app?subject=My%20story%20for%20the%20EvenGround%20community' +
        '&body=My%20story%20%26%20more%0D%0Aline%20two%0D%0A%0D%0A(Shared%20from%20the%20EvenGround%20community%20page.)',
    );
    expect(m.to).toBe('stories@evenground.app');
    expect(m.copyText).toBe(
      'To: stories@evenground.app\nSubject: My story for the EvenGround community\n\n' +
        'My story & more\nline two\n\n(Shared from the EvenGround community page.)',
    );
  });
  it('shortens a very long story to the cap', () => {
    const m = storyMailto('x'.repeat(4000), 'stories@evenground.app');
    expect(m.truncated).toBe(true);
    expect(m.href.length).toBeLessThanOrEqual(2000);
    // The whole story stays available for copying.
    expect(m.fullBody).toBe(`${'x'.repeat(4000)}\n\n(Shared from the EvenGround community page.)`);
  });
});

describe('validateStoryDraft', () => {
  it('accepts a draft', () => {
    expect(validateStoryDraft({ text: 'Hello', savedAt: '2025-08-01T10:00:00.000Z', extra: 1 })).toEqual({
      text: 'Hello',
      savedAt: '2025-08-01T10:00:00.000Z',
    });
  });
  it.each([
    [null, 'a story draft must be an object'],
    ['text', 'a story draft must be an object'],
    [{ savedAt: '2025-08-01T10:00:00.000Z' }, 'the draft text is missing'],
    [{ text: 'a', savedAt: 'yesterday' }, 'the save time is missing'],
    [{ text: 'a'.repeat(100_001), savedAt: '2025-08-01T10:00:00.000Z' }, 'the draft is longer than 100000 characters'],
  ])('rejects %j', (value, message) => {
    expect(() => validateStoryDraft(value)).toThrow(message);
  });
});

describe('leaderboard sample data', () => {
  it('has ranked rows with medals for the top three', () => {
    expect(leaderboard.map((e) => [e.rank, e.name, e.points, e.initials, e.medal])).toEqual([
      [1, 'Sarah M.', 2450, 'SM', 'gold'],
      [2, 'David L.', 2180, 'DL', 'silver'],
      [3, 'Maria G.', 1920, 'MG', 'bronze'],
      [4, 'James K.', 1640, 'JK', ''],
      [5, 'Emily R.', 1385, 'ER', ''],
    ]);
  });
  it('has points in descending order and initials matching names', () => {
    for (let i = 1; i < leaderboard.length; i++) expect(leaderboard[i]!.points).toBeLessThan(leaderboard[i - 1]!.points);
    for (const e of leaderboard)
      expect(e.initials).toBe(
        e.name
          .split(' ')
          .map((w) => w[0])
          .join(''),
      );
  });
  it('gives the home teaser the same people and points as the leaderboard', () => {
    expect(topContributors).toEqual([
      { name: 'Sarah M.', points: 2450, initials: 'SM' },
      { name: 'David L.', points: 2180, initials: 'DL' },
      { name: 'Maria G.', points: 1920, initials: 'MG' },
      { name: 'James K.', points: 1640, initials: 'JK' },
      { name: 'Emily R.', points: 1385, initials: 'ER' },
    ]);
  });
});
