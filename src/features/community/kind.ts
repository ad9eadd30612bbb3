import { defineKind } from '../../vault/kinds';
import { storyDraftSchema, type StoryDraft } from './story';

/** The community story draft, kept encrypted in the vault under the id 'community'. */
export const storyDraftKind = defineKind<StoryDraft>({
  kind: 'story-draft',
  version: 1,
  schema: storyDraftSchema,
});

export const STORY_DRAFT_ID = 'community';
