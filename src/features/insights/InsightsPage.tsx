import { useState } from 'react';
import { Link } from 'wouter';
import { PageMeta } from '../../ui/PageMeta';
import { LazyVideoCarousel } from '../../ui/LazyVideoCarousel';
import { Disclaimer } from '../../ui/Disclaimer';
import { Accordion, AccordionItem } from '../../ui/Accordion';
import { INSIGHT_SECTIONS, INSIGHTS_INTRODUCTION, type InsightSection } from '../../content/insights';
import './InsightsPage.css';
import * as paths from '../../lib/paths';

type SectionId = InsightSection['id'];

/**
 * Insights & Guides (docs/product-rules.md, "Insights & Guides"): an accordion of tips, rights and rules; one section
 * open at a time, each collapsible, tips open first; the video carousel below.
 */
export default function InsightsPage() {
  const [openId, setOpenId] = useState<SectionId | null>('tips');

  function onToggle(id: SectionId, isOpen: boolean) {
    setOpenId((current) => (isOpen ? id : current === id ? null : current));
  }

  return (
    <div className="container page insights">
      <PageMeta
        title="Insights & Guides"
        description="Helpful tips, the personal rights of children of divorce, and ground rules for custody and visitation, written for US parents."
        keywords={['children of divorce', 'custody and visitation rules', 'co-parenting tips']}
        path={paths.insights}
      />
      <h1>Insights &amp; Guides</h1>
      <p className="lead">{INSIGHTS_INTRODUCTION}</p>

      <Accordion className="insights__accordion">
        {INSIGHT_SECTIONS.map((section) => (
          <AccordionItem
            key={section.id}
            id={`insights-${section.id}`}
            open={openId === section.id}
            onToggle={(isOpen) => onToggle(section.id, isOpen)}
            summary={
              <>
                <h2 className="insights__summary-title">{section.heading}</h2>{' '}
                <span className="insights__count muted">{section.entries.length} items</span>
              </>
            }
          >
            <p>{section.intro}</p>
            <ol className="insights__list">
              {section.entries.map((entry) => (
                <li key={entry.title}>
                  <strong>{entry.title}.</strong> {entry.text}
                </li>
              ))}
            </ol>
            <Disclaimer text={section.disclaimer} className="insights__disclaimer" />
          </AccordionItem>
        ))}
      </Accordion>

      <p>
        Ready to put this into practice? The <Link href={paths.parentingPlan}>parenting plan template</Link> and the{' '}
        <Link href={paths.coparentingGuide}>co-parenting communication guide</Link> turn these principles into concrete
        agreements.
      </p>

      <div className="insights__videos">
        <h2 id="insights-videos">Video Lessons</h2>
        <p className="muted">Short lessons for parents, each with a full written transcript.</p>
        <LazyVideoCarousel label="Video lessons" />
      </div>
    </div>
  );
}
