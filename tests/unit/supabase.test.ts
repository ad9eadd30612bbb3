// supabase/: the migration and seed applied to a real PostgreSQL (PGlite, in-process),
// with Supabase's roles, showing public reads work and writes are refused.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { buildSeedSql } from '../../supabase/seed-sql';
import { questionBank, quizzes } from '../../src/content/quizzes';
import { parseQuestionRows, type QuestionRow } from '../../src/sync/quizSync';

const migration = readFileSync('supabase/migrations/20250731000000_quizzes.sql', 'utf8');
const seed = readFileSync('supabase/seed.sql', 'utf8');

// The roles and default privileges a Supabase project starts with: the API roles cannot
// log in themselves (PostgREST switches to them), service_role bypasses RLS, and new
// tables in public grant everything to all three.
const SUPABASE_ROLES = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

let db: PGlite;

async function as<T>(role: string, fn: () => Promise<T>): Promise<T> {
  await db.exec(`set role ${role}`);
  try {
    return await fn();
  } finally {
    await db.exec('reset role');
  }
}

beforeAll(async () => {
  db = new PGlite();
  await db.exec(SUPABASE_ROLES);
  await db.exec(migration);
  await db.exec(seed);
  // Starting PostgreSQL (WebAssembly) and applying the migration took over 60 s on a busy
  // machine: room for that, a hang still fails.
}, 300_000);

afterAll(async () => {
  await db?.close();
});

describe('seed file', () => {
  it('is exactly what supabase/generate-seed.mjs makes from src/content/quizzes.ts', () => {
    expect(seed).toBe(buildSeedSql());
  });
});

describe('migration + seed on PostgreSQL', () => {
  for (const role of ['anon', 'authenticated']) {
    it(`${role} reads every quiz and the same questions as the bundled bank`, async () => {
      await as(role, async () => {
        const titles = await db.query<{ title: string }>('select title from public.quizzes order by id');
        expect(titles.rows.map((r) => r.title)).toEqual(quizzes.map((q) => q.title));
        for (const quiz of quizzes) {
          // The app's two reads: the id by title, then the rows by quiz_id.
          const idRes = await db.query<{ id: number }>('select id from public.quizzes where title = $1', [quiz.title]);
          expect(idRes.rows).toHaveLength(1);
          const rows = await db.query<QuestionRow>(
            'select question, answer_a, answer_b, answer_c, answer_d, correct_answer, explanation from public.quiz_questions where quiz_id = $1 order by id',
            [idRes.rows[0]!.id],
          );
          expect(parseQuestionRows(rows.rows)).toEqual(questionBank[quiz.title]);
        }
      });
    });

    it(`${role} cannot insert, update or delete`, async () => {
      await as(role, async () => {
        await expect(db.query("insert into public.quizzes (title) values ('Hacked Quiz')")).rejects.toThrow(
          'permission denied for table quizzes',
        );
        await expect(db.query("update public.quiz_questions set correct_answer = 'x'")).rejects.toThrow(
          'permission denied for table quiz_questions',
        );
        await expect(db.query('delete from public.quiz_questions')).rejects.toThrow('permission denied for table quiz_questions');
        await expect(db.query('delete from public.quizzes')).rejects.toThrow('permission denied for table quizzes');
      });
    });
  }

  it('row-level security refuses writes even if a write privilege were granted again', async () => {
    await db.exec('grant insert, update, delete on public.quizzes to anon');
    try {
      await as('anon', async () => {
        await expect(db.query("insert into public.quizzes (title) values ('Hacked Quiz')")).rejects.toThrow(
          'new row violates row-level security policy for table "quizzes"',
        );
        // No update/delete policy: the rows are invisible to the write, nothing changes.
        expect((await db.query('delete from public.quizzes')).affectedRows).toBe(0);
        expect((await db.query("update public.quizzes set title = 'x'")).affectedRows).toBe(0);
      });
    } finally {
      await db.exec('revoke insert, update, delete on public.quizzes from anon');
    }
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.quizzes')).rows[0]!.n).toBe(3);
  });

  it('the service role may write; a correct answer must be one of the answers', async () => {
    await as('service_role', async () => {
      const ins = await db.query<{ id: number }>(
        "insert into public.quizzes (title) values ('Parenting Time Quiz') returning id",
      );
      const id = ins.rows[0]!.id;
      await db.query(
        "insert into public.quiz_questions (quiz_id, question, answer_a, answer_b, correct_answer) values ($1, 'Q?', 'Yes', 'No', 'Yes')",
        [id],
      );
      await expect(
        db.query(
          "insert into public.quiz_questions (quiz_id, question, answer_a, answer_b, correct_answer) values ($1, 'Q?', 'Yes', 'No', 'Maybe')",
          [id],
        ),
      ).rejects.toThrow('quiz_questions_correct_is_an_answer');
      await db.query('delete from public.quizzes where id = $1', [id]);
    });
  });

  it('the seed can be applied again without duplicating anything', async () => {
    await db.exec(seed);
    const n = await db.query<{ n: number }>('select count(*)::int as n from public.quiz_questions');
    expect(n.rows[0]!.n).toBe(quizzes.reduce((s, q) => s + questionBank[q.title]!.length, 0));
    expect((await db.query<{ n: number }>('select count(*)::int as n from public.quizzes')).rows[0]!.n).toBe(3);
  });
});
