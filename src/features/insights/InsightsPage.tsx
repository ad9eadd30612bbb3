import { useState } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { LazyVideoCarousel } from '../../ui/LazyVideoCarousel';
import { Disclaimer } from '../../ui/Disclaimer';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { INSIGHT_SECTIONS, INSIGHTS_INTRODUCTION, type InsightSection } from '../../content/insights';
import './InsightsPage.css';
import * as paths from '../../lib/paths';
import * as m from '../../content/messages/insights/compiled/en.js';
import { useMessages } from '../../ui/i18n';
import { insightsContentMessages, insightsMessages } from './insightsMessages';

type SectionId = InsightSection['id'];

/**
 * Insights & Guides (docs/product-rules.md, "Insights & Guides"): an accordion of tips, rights and rules; one section
 * open at a time, each collapsible, tips open first; the video carousel below.
 */
export default function InsightsPage() {
  const [openId, setOpenId] = useState<SectionId | null>('tips');
  const t = useMessages(insightsMessages);
  const tc = useMessages(insightsContentMessages);
  // The practice sentence with its two links in the places the translation puts them.
  const [beforePlan = '', between = '', afterGuide = ''] = t(m.practice, { plan: '{plan}', guide: '{guide}' }).split(
    /\{plan\}|\{guide\}/,
  );

  function onToggle(id: SectionId, isOpen: boolean) {
    setOpenId((current) => (isOpen ? id : current === id ? null : current));
  }

  return (
    <div className="container page insights">
      <PageMeta
        title={t(m.title)}
        description={t(m.description)}
        keywords={['children of divorce', 'custody and visitation rules', 'co-parenting tips']}
        path={paths.insights}
      />
      <h1>{t(m.title)}</h1>
      <p className="lead">{tc(INSIGHTS_INTRODUCTION)}</p>

      <Accordion className="insights__accordion">
        {INSIGHT_SECTIONS.map((section) => (
          <AccordionItem
            key={section.id}
            id={`insights-${section.id}`}
            open={openId === section.id}
            onToggle={(isOpen) => onToggle(section.id, isOpen)}
            summary={
              <>
                <h2 className="insights__summary-title">{tc(section.heading)}</h2>{' '}
                <span className="insights__count muted">{t(m.items, { count: section.entries.length })}</span>
              </>
            }
          >
            <p>{tc(section.intro)}</p>
            <ol className="insights__list">
              {section.entries.map((entry) => (
                <li key={entry.title}>
                  <strong>{tc(entry.title)}.</strong> {tc(entry.text)}
                </li>
              ))}
            </ol>
            <Disclaimer text={tc(section.disclaimer)} className="insights__disclaimer" />
          </AccordionItem>
        ))}
      </Accordion>

      <p>
        {beforePlan}
        <Link href={paths.parentingPlan}>{t(m.plan_link)}</Link>
        {between}
        <Link href={paths.coparentingGuide}>{t(m.guide_link)}</Link>
        {afterGuide}
      </p>

      <div className="insights__videos">
        <h2 id="insights-videos">{t(m.videos_title)}</h2>
        <p className="muted">{t(m.videos_lead)}</p>
        <LazyVideoCarousel label={t(m.videos_label)} />
      </div>
    </div>
  );
}
