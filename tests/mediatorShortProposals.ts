/**
 * Two short proposals as a new user writes them (issue 29, "What a parent reads first"): a
 * primary home with the Mother against week on, week off, with sole against joint decisions,
 * $1,100 against $400 of child support, 60 against 30 days' notice of a move and the
 * Thanksgiving holiday. Compared by tests/unit/mediator-report.test.ts and, on the page, by
 * tests/e2e/mediator.spec.ts.
 */
export const SHORT_PROPOSAL_A = `Parenting proposal

1. Where the children live. The children will live with the Mother. The Father will have the children every other weekend from Friday at 6:00 p.m. to Sunday at 5:00 p.m.
2. Decisions. The Mother will have sole legal custody.
3. Child support. The Father will pay child support of $1,100 per month.
4. Moving. A parent who wants to move more than 50 miles away must give the other parent 60 days' written notice.
5. Holidays. Thanksgiving is with the Mother every year.`;

export const SHORT_PROPOSAL_B = `Parenting proposal

1. Where the children live. The children will live with each parent week on, week off, with the exchange every Friday at 6:00 p.m.
2. Decisions. The parents will share joint legal custody.
3. Child support. The Father will pay child support of $400 per month.
4. Moving. A parent who wants to move more than 50 miles away must give the other parent 30 days' written notice.
5. Holidays. Thanksgiving alternates, with the Father in even-numbered years.`;
