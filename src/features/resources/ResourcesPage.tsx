import { useEffect, useRef, useState } from 'react';
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

const strip = (search: string) => (search.startsWith('?') ? search.slice(1) : search);

function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <li className="card resource-card">
      <div className="resource-card__top">
        <span className="resource-card__icon">
          <ResourceIcon name={resource.icon} />
        </span>
        <span className="badge">{resource.category}</span>
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
                title: 'Resource Coming Soon',
                description: `"${resource.title}" is not available yet. Please check back later.`,
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

  const results = filterResources(RESOURCES, state.query, state.filter, SEARCH_TEXT);
  const filtered = state.filter !== DEFAULT_FILTER || state.query.trim() !== '';

  return (
    <div className="container page resources-page">
      <PageMeta
        title="Resource Hub"
        description="Free divorce and co-parenting guides, templates, checklists and tools: financial affidavit, parenting plan, divorce checklist, child support estimator and more."
        path={paths.resources}
        keywords={['divorce resources', 'co-parenting guide', 'parenting plan template', 'court preparation']}
      />
      <h1>Resource Hub</h1>
      <p className="lead">
        Guides, templates, checklists and tools for every stage of your divorce. Everything you enter in a tool stays on this
        device.
      </p>

      <div className="resources-controls" role="search" aria-label="Search and filter resources">
        <Field id="resource-search" label="Search resources" className="field resources-search">
          {(control) => (
            <input
              {...control}
              type="search"
              value={state.query}
              placeholder="Try “custody”, “budget” or “court”"
              autoComplete="off"
              onChange={(e) => update({ ...state, query: e.target.value })}
            />
          )}
        </Field>
        <div className="resources-filters" role="group" aria-label="Filter by category">
          {RESOURCE_FILTERS.map((f: ResourceFilter) => (
            <button
              key={f}
              type="button"
              className={`btn btn--small ${state.filter === f ? '' : 'btn--secondary'}`.trim()}
              aria-pressed={state.filter === f}
              onClick={() => update({ ...state, filter: f })}
            >
              {f}
            </button>
          ))}
        </div>
      </div>

      <p className="muted resources-count" role="status" data-testid="resource-count">
        {filtered ? `Showing ${results.length} of ${RESOURCES.length} resources` : `${RESOURCES.length} resources`}
      </p>

      {results.length > 0 ? (
        <ul className="grid grid--3 resources-grid" aria-label="Resources">
          {results.map((r) => (
            <ResourceCard key={r.title} resource={r} />
          ))}
        </ul>
      ) : (
        <div className="card resources-empty">
          <h2>No Resources Found</h2>
          <p>Try adjusting your search or filter settings.</p>
          {state.filter === 'Legal' && state.query.trim() === '' ? (
            <p className="muted">
              For plain-language explanations of legal steps, see <Link href={paths.discoveryGuide}>Understanding Discovery</Link>{' '}
              and the <Link href={paths.courtPrep}>Court Hearing Preparation Checklist</Link>. Our own policies are in the{' '}
              <Link href={paths.privacy}>Privacy Policy</Link> and <Link href={paths.terms}>Terms of Service</Link>.
            </p>
          ) : null}
          <button type="button" className="btn btn--secondary" onClick={() => update({ query: '', filter: 'All' })}>
            Show all resources
          </button>
        </div>
      )}
    </div>
  );
}
