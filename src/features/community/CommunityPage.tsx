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
import {
  canWriteStory,
  FORUM_SOON_TOAST,
  forumAction,
  showUnlockCommunity,
  STORY_LOGIN_TOAST,
  storyCounter,
  storyProblemText,
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
import { SAMPLE_PEOPLE_NOTE } from '../../content/samples';
import * as m from '../../content/messages/community/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { communityMessages } from './communityMessages';

/** The name of the story box's autosaved draft. */
const DRAFT_TOOL = 'story';

const MEDALS = { gold: m.medal_gold, silver: m.medal_silver, bronze: m.medal_bronze } as const;

export default function CommunityPage() {
  const t = useMessages(communityMessages);
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
    toast({ title: t(FORUM_SOON_TOAST.title), description: t(FORUM_SOON_TOAST.description), variant: 'info' });
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!canWrite) {
      toast({ title: t(STORY_LOGIN_TOAST.title), description: t(STORY_LOGIN_TOAST.description), variant: 'destructive' });
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
        title: t(m.no_email_title),
        description: t(m.no_email_text, { address: config.storiesEmail }),
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
        title={t(m.title)}
        description={t(m.meta_description)}
        path={paths.community}
        keywords={['divorce support community', 'co-parenting forum', 'share your divorce story']}
      />
      <h1>{t(m.title)}</h1>
      <p className="lead">{t(m.lead)}</p>

      <section className="section community__forum" aria-labelledby="forum-heading">
        <h2 id="forum-heading">{t(m.forum_title)}</h2>
        {locked ? (
          <div className="card community__unlock" data-testid="unlock-community">
            <h3>{t(m.unlock_title)}</h3>
            <p>{t(m.unlock_text)}</p>
            <div className="btn-row">
              <Link href={paths.login} className="btn">
                {t(m.log_in)}
              </Link>
              <Link href={paths.signup} className="btn btn--secondary">
                {t(m.sign_up)}
              </Link>
            </div>
          </div>
        ) : (
          <div className="card">
            <p>
              {t(m.forum_text)} {/* Only promise a new tab when there is a forum to open. */}
              {forumAction(config.forumUrl).kind === 'open' ? t(m.forum_new_tab) : t(m.forum_not_open)}
            </p>
            <div className="btn-row">
              <button type="button" className="btn" onClick={accessForum}>
                {t(m.access_forum)}
              </button>
            </div>
          </div>
        )}
      </section>

      <section className="section community__leaders" aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">{t(m.leaderboard_title)}</h2>
        <p className="sample-note">{t(SAMPLE_PEOPLE_NOTE)}</p>
        <div className="card leaderboard">
          <table className="leaderboard__table">
            <caption className="visually-hidden">{t(m.leaderboard_caption)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(m.col_rank)}</th>
                <th scope="col">{t(m.col_member)}</th>
                <th scope="col" className="leaderboard__points">
                  {t(m.col_points)}
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
                        <span className="visually-hidden">
                          {t(m.rank_medal, { rank: entry.rank, medal: t(MEDALS[entry.medal]) })}
                        </span>
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
        <h2 id="story-heading">{t(m.story_title)}</h2>
        <p>{t(m.story_text, { min: STORY_MIN_LENGTH, address: config.storiesEmail, percent: STORY_COMMISSION_PERCENT })}</p>
        {canWrite ? null : (
          <div className="alert alert--info" data-testid="story-login-note">
            <p>
              {t(m.login_before)} <Link href={paths.login}>{t(m.login_link)}</Link> {t(m.login_or)}{' '}
              <Link href={paths.signup}>{t(m.signup_link)}</Link> {t(m.login_after)}
            </p>
          </div>
        )}
        <form className="card story-form" noValidate onSubmit={submit} aria-labelledby="story-heading">
          <DraftRestoredNote draft={story} />
          <Field
            id={`${uid}-story`}
            label={t(m.your_story)}
            describedBy={counterId}
            error={error && storyProblemText(error, t)}
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
                  {storyCounter(text, t)}
                </p>
              </>
            )}
          </Field>
          <div className="btn-row">
            <button type="submit" className="btn">
              {t(m.submit)}
            </button>
          </div>
          {sent ? (
            <MailHandoffPrompt
              key={sent.n}
              sent={sent.mail}
              noun="story"
              thanks={t(m.thanks)}
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
