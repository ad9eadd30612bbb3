import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Field } from '../../ui/Field';
import { useSnapshot } from 'valtio';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../state/toast';
import { config } from '../../lib/config';
import { MailHandoffPrompt, sendByMail, type SentMail } from '../../ui/MailHandoff';
import { groupThousands } from '../../lib/thousands';
import { sessionStore } from '../../sync/session';
import { leaderboard, STORY_COMMISSION_PERCENT } from '../../content/community';
import { SAMPLE_PEOPLE_NOTE } from '../../content/samples';
import {
  canWriteStory,
  FORUM_SOON_TOAST,
  forumAction,
  showUnlockCommunity,
  STORY_LOGIN_TOAST,
  storyCounter,
  storyLength,
  storyMailto,
  validateStory,
  validateStoryText,
  STORY_MIN_LENGTH,
} from './story';
import { StoryDrafts } from './StoryDrafts';
import { useVaultDraft } from '../../vault/useVaultDraft';
import { DraftRestoredNote } from '../../vault/ui/DraftRestoredNote';
import './community.css';
import { Medal } from '../../ui/Icon';
import * as paths from '../../lib/paths';

/** The name of the story box's autosaved draft. */
const DRAFT_TOOL = 'story';

export default function CommunityPage() {
  const session = useSnapshot(sessionStore);
  const canWrite = canWriteStory(session.mode, session.status);
  const locked = showUnlockCommunity(session.mode, session.status);

  const story = useVaultDraft({ tool: DRAFT_TOOL, base: '', validate: validateStoryText });
  const text = story.value ?? '';
  const [error, setError] = useState<string | null>(null);
  // What was last handed to the mail app; the story stays until the parent confirms.
  const [sent, setSent] = useState<{ n: number; mail: SentMail } | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const uid = useId();
  const counterId = `${uid}-counter`;
  const errorId = `${uid}-error`;

  function accessForum() {
    const action = forumAction(config.forumUrl);
    if (action.kind === 'open') {
      window.open(action.url, '_blank', 'noopener,noreferrer');
      return;
    }
    toast({ ...FORUM_SOON_TOAST, variant: 'info' });
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!canWrite) {
      toast({ ...STORY_LOGIN_TOAST, variant: 'destructive' });
      return;
    }
    const problem = validateStory(text);
    setError(problem);
    if (problem) {
      textRef.current?.focus();
      return;
    }
    let mail;
    try {
      mail = storyMailto(text, config.storiesEmail);
    } catch {
      toast({
        title: 'Could not prepare the email',
        description: `Please send your story directly to ${config.storiesEmail}.`,
        variant: 'destructive',
      });
      return;
    }
    const handed = await sendByMail(mail);
    setSent((last) => ({ n: (last?.n ?? 0) + 1, mail: handed }));
  }

  const n = storyLength(text);

  return (
    <div className="container page community">
      <PageMeta
        title="Community"
        description="Connect with other parents going through divorce: the community forum, the contributor leaderboard and a place to share your own story."
        path={paths.community}
        keywords={['divorce support community', 'co-parenting forum', 'share your divorce story']}
      />
      <h1>Community</h1>
      <p className="lead">You are not alone. Learn from parents who have been where you are, and share what helped you.</p>

      <section className="section community__forum" aria-labelledby="forum-heading">
        <h2 id="forum-heading">Community Forum</h2>
        {locked ? (
          <div className="card community__unlock" data-testid="unlock-community">
            <h3>Unlock the Community</h3>
            <p>Log in or create a free account to join the forum, ask questions and share your story with other parents.</p>
            <div className="btn-row">
              <Link href={paths.login} className="btn">
                Log In
              </Link>
              <Link href={paths.signup} className="btn btn--secondary">
                Sign Up
              </Link>
            </div>
          </div>
        ) : (
          <div className="card">
            <p>
              Ask questions, swap co-parenting strategies and find encouragement from parents at every stage of divorce.{' '}
              {/* Only promise a new tab when there is a forum to open. */}
              {forumAction(config.forumUrl).kind === 'open' ? 'The forum opens in a new tab.' : 'The forum is not open yet.'}
            </p>
            <div className="btn-row">
              <button type="button" className="btn" onClick={accessForum}>
                Access Forum
              </button>
            </div>
          </div>
        )}
      </section>

      <section className="section community__leaders" aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Leaderboard</h2>
        <p className="sample-note">{SAMPLE_PEOPLE_NOTE}</p>
        <div className="card leaderboard">
          <table className="leaderboard__table">
            <caption className="visually-hidden">Top community contributors by points</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Member</th>
                <th scope="col" className="leaderboard__points">
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {leaderboard.map((entry) => (
                <tr key={entry.rank} data-testid="leaderboard-row">
                  <td className="leaderboard__rank">
                    {entry.medal ? (
                      <>
                        <Medal kind={entry.medal} rank={entry.rank} />
                        <span className="visually-hidden">{`Rank ${entry.rank}, ${entry.medal} medal`}</span>
                      </>
                    ) : (
                      <span className="leaderboard__rank-number">#{entry.rank}</span>
                    )}
                  </td>
                  <th scope="row">
                    <span className="leaderboard__member">
                      <span className="avatar" aria-hidden="true">
                        {entry.initials}
                      </span>
                      <span className="leaderboard__name">{entry.name}</span>
                    </span>
                  </th>
                  <td className="leaderboard__points">{groupThousands(entry.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="section community__story" aria-labelledby="story-heading">
        <h2 id="story-heading">Share Your Story</h2>
        <p>
          Your experience can help another parent feel less alone. Write at least {STORY_MIN_LENGTH} characters; when you submit,
          your own mail app opens with the story addressed to our stories team ({config.storiesEmail}), and it is sent only when
          you press Send there. Our team reviews every story before publishing it, and authors of published stories earn a{' '}
          {STORY_COMMISSION_PERCENT}% commission on product sales from their story.
        </p>
        {canWrite ? null : (
          <div className="alert alert--info" data-testid="story-login-note">
            <p>
              Please <Link href={paths.login}>log in</Link> or <Link href={paths.signup}>sign up</Link> to share your story.
            </p>
          </div>
        )}
        <form className="card story-form" noValidate onSubmit={submit} aria-labelledby="story-heading">
          <DraftRestoredNote draft={story} />
          <Field
            id={`${uid}-story`}
            label="Your story"
            describedBy={counterId}
            error={error}
            errorId={errorId}
            errorTestId="story-error"
            required
          >
            {(control) => (
              <>
                <textarea
                  {...control}
                  ref={textRef}
                  name="story"
                  rows={8}
                  minLength={STORY_MIN_LENGTH}
                  disabled={!canWrite}
                  value={text}
                  onChange={(e) => {
                    const v = e.target.value;
                    story.edit(() => v);
                    // A changed story is a new one: the question about the last Submit no longer applies.
                    setSent(null);
                    if (error && !validateStory(e.target.value)) setError(null);
                  }}
                />
                <p
                  id={counterId}
                  className={`field__hint story-form__counter${n >= STORY_MIN_LENGTH ? ' story-form__counter--ok' : ''}`}
                  data-testid="story-counter"
                >
                  {storyCounter(text)}
                </p>
              </>
            )}
          </Field>
          <div className="btn-row">
            <button type="submit" className="btn">
              Submit Story
            </button>
          </div>
          {sent ? (
            <MailHandoffPrompt
              key={sent.n}
              sent={sent.mail}
              noun="story"
              thanks="Thank you for sharing your story. Our team reviews every story before it is published. The form is cleared."
              testId="story-sent"
              onSent={() => {
                void story.reset('');
                setError(null);
              }}
            />
          ) : null}
        </form>
        {/* Outside the story form: the vault's own forms must not nest inside it. */}
        {canWrite ? (
          <div className="card story-form story-form__drafts">
            <StoryDrafts
              text={text}
              onLoad={(t) => {
                void story.reset(t);
                setError(null);
                setSent(null);
              }}
              onSaved={story.saved}
            />
          </div>
        ) : null}
      </section>
    </div>
  );
}
