-- EvenGround quiz question bank (SPEC.md §3 "Quiz data", §7 "Data reads").
-- Public content: anyone (anon, authenticated) may read; nobody but the service role
-- (which bypasses row-level security) may write. No user data is ever stored here.

create table if not exists public.quizzes (
  id bigint generated always as identity primary key,
  title text not null unique check (length(trim(title)) > 0),
  created_at timestamptz not null default now()
);

create table if not exists public.quiz_questions (
  id bigint generated always as identity primary key,
  quiz_id bigint not null references public.quizzes (id) on delete cascade,
  question text not null check (length(trim(question)) > 0),
  answer_a text,
  answer_b text,
  answer_c text,
  answer_d text,
  -- The text of the right answer; it must be one of the (non-empty) answers.
  correct_answer text not null check (length(trim(correct_answer)) > 0),
  explanation text,
  created_at timestamptz not null default now(),
  constraint quiz_questions_correct_is_an_answer
    check (correct_answer = any (array_remove(array[answer_a, answer_b, answer_c, answer_d], null)))
);

create index if not exists quiz_questions_quiz_id_idx on public.quiz_questions (quiz_id);

alter table public.quizzes enable row level security;
alter table public.quiz_questions enable row level security;

drop policy if exists "Quizzes are readable by everyone" on public.quizzes;
create policy "Quizzes are readable by everyone"
  on public.quizzes for select
  to anon, authenticated
  using (true);

drop policy if exists "Quiz questions are readable by everyone" on public.quiz_questions;
create policy "Quiz questions are readable by everyone"
  on public.quiz_questions for select
  to anon, authenticated
  using (true);

-- Supabase grants every privilege on new public tables to anon and authenticated by
-- default; keep only SELECT for them. With no write policy, RLS refuses writes anyway.
revoke insert, update, delete, truncate, references, trigger on public.quizzes from anon, authenticated;
revoke insert, update, delete, truncate, references, trigger on public.quiz_questions from anon, authenticated;
grant select on public.quizzes, public.quiz_questions to anon, authenticated;
grant all on public.quizzes, public.quiz_questions to service_role;
