import { use, useEffect, useMemo, useRef, useState } from 'react';
import { Field } from '../../ui/Field';
import { Link, useLocation, useSearch } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../state/toast';
import { RESOURCES, type Resource } from '../../content/resources';
import { SEARCH_TEXT } from 'virtual:search-text';
import { ResourceIcon } from './ResourceIcon';
import {
  DEFAULT_FILTER,
  RESOURCE_FILTERS,
  filterResources,
  hubSearchString,
  parseHubSearch,
  type HubState,
  type ResourceFilter,
} from './search';
import './resources.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/resources/compiled/en.js';
import { withNodes } from '../../ui/withNodes';
import { useLang, useMessages } from '../../ui/i18n';
import { quizCardMessages, resourceMessages } from './resourceMessages';

/** The Spanish search (its words and the pages' Spanish text), fetched the first time it is needed. */
let spanishSearch: Promise<typeof import('./searchSpanish')> | undefined;
const loadSpanishSearch = () => (spanishSearch ??= import('./searchSpanish'));

const FILTER_LABEL: Record<ResourceFilter, string> = {
  All: m.filter_all,
  Guides: m.filter_guides,
  Templates: m.filter_templates,
  Checklists: m.filter_checklists,
  Tools: m.filter_tools,
  Legal: m.filter_legal,
};

const CATEGORY_LABEL: Record<Resource['category'], string> = {
  Guide: m.category_guide,
  Template: m.category_template,
  Checklist: m.category_checklist,
  Tool: m.category_tool,
  Legal: m.filter_legal,
};

const strip = (search: string) => (search.startsWith('?') ? search.slice(1) : search);

function ResourceCard({ resource }: { resource: Resource }) {
  const t = useMessages(resourceMessages);
  return (
    <li className="card resource-card">
      <div className="resource-card__top">
        <span className="resource-card__icon">
          <ResourceIcon name={resource.icon} />
        </span>
        <span className="badge">{t(CATEGORY_LABEL[resource.category])}</span>
      </div>
      <h2 className="resource-card__title">
        {resource.path ? (
          <Link href={resource.path} className="resource-card__link">
            {resource.title}
          </Link>
        ) : (
          <button
            type="button"
            className="resource-card__link resource-card__soon"
            onClick={() =>
              toast({
                title: t(m.soon_title),
                description: t(m.soon_text, { title: resource.title }),
                variant: 'info',
              })
            }
          >
            {resource.title}
          </button>
        )}
      </h2>
      <p className="resource-card__desc">{resource.description}</p>
    </li>
  );
}

export default function ResourcesPage() {
  const search = strip(useSearch());
  const [path, navigate] = useLocation();
  const [state, setState] = useState<HubState>(() => parseHubSearch(search));
  const written = useRef(search);
  const t = useMessages(resourceMessages);
  const tq = useMessages(quizCardMessages);
  const spanish = useLang() === 'es' ? use(loadSpanishSearch()) : null;
  // In Spanish the cards, and what search reads, are the Spanish titles and descriptions; a
  // page's Spanish words come first in its text, its English ones still count (a parent may
  // type an English court term).
  const items = useMemo(
    () => (spanish ? RESOURCES.map((r) => ({ ...r, title: t(tq(r.title)), description: t(tq(r.description)) })) : RESOURCES),
    [spanish, t, tq],
  );
  const bodies = useMemo(
    () =>
      spanish
        ? Object.fromEntries(Object.entries(SEARCH_TEXT).map(([p, words]) => [p, `${spanish.SEARCH_TEXT[p] ?? ''} ${words}`]))
        : SEARCH_TEXT,
    [spanish],
  );

  // Follow the address when it changes from outside this page (a link to ?filter=…).
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setState(parseHubSearch(search));
  }, [search]);

  function update(next: HubState) {
    setState(next);
    const qs = hubSearchString(next, search);
    written.current = qs;
    navigate(qs ? `${path}?${qs}` : path, { replace: true });
  }

  const results = filterResources(items, state.query, state.filter, bodies, spanish?.SPANISH_WORDS);
  const filtered = state.filter !== DEFAULT_FILTER || state.query.trim() !== '';

  return (
    <div className="container page resources-page">
      <PageMeta
        title={t(m.hub_title)}
        description={t(m.hub_description)}
        path={paths.resources}
        keywords={['divorce resources', 'co-parenting guide', 'parenting plan template', 'court preparation']}
      />
      <h1>{t(m.hub_title)}</h1>
      <p className="lead">{t(m.hub_lead)}</p>

      <div className="resources-controls" role="search" aria-label={t(m.search_group)}>
        <Field id="resource-search" label={t(m.search_label)} className="field resources-search">
          {(control) => (
            <input
              {...control}
              type="search"
              value={state.query}
              placeholder={t(m.search_placeholder)}
              autoComplete="off"
              onChange={(e) => update({ ...state, query: e.target.value })}
            />
          )}
        </Field>
        <div className="resources-filters" role="group" aria-label={t(m.filter_group)}>
          {RESOURCE_FILTERS.map((f: ResourceFilter) => (
            <button
              key={f}
              type="button"
              className={`btn btn--small ${state.filter === f ? '' : 'btn--secondary'}`.trim()}
              aria-pressed={state.filter === f}
              onClick={() => update({ ...state, filter: f })}
            >
              {t(FILTER_LABEL[f])}
            </button>
          ))}
        </div>
      </div>

      <p className="muted resources-count" role="status" data-testid="resource-count">
        {filtered
          ? t(m.count_showing, { shown: results.length, total: RESOURCES.length })
          : t(m.count_all, { total: RESOURCES.length })}
      </p>

      {results.length > 0 ? (
        <ul className="grid grid--3 resources-grid" aria-label={t(m.list_label)}>
          {results.map((r) => (
            <ResourceCard key={r.title} resource={r} />
          ))}
        </ul>
      ) : (
        <div className="card resources-empty">
          <h2>{t(m.none_title)}</h2>
          <p>{t(m.none_text)}</p>
          {state.filter === 'Legal' && state.query.trim() === '' ? (
            <p className="muted">
              {withNodes(t, m.none_legal, {
                discovery: <Link href={paths.discoveryGuide}>{t(m.discovery_title)}</Link>,
                courtPrep: <Link href={paths.courtPrep}>{t(m.courtprep_title)}</Link>,
                privacy: <Link href={paths.privacy}>{t(m.privacy)}</Link>,
                terms: <Link href={paths.terms}>{t(m.terms)}</Link>,
              })}
            </p>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => update({ query: '', filter: 'All' })}>
            {t(m.show_all)}
          </button>
        </div>
      )}
    </div>
  );
}
