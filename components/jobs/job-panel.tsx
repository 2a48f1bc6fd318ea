"use client";

import { type FormEvent, type ReactNode, useMemo, useState } from "react";
import { PanelFrame, SourceNote } from "@/components/sprite/job-panel-frame";
import type { JobKind, TrackedJob } from "@/lib/client/jobs";
import type { FieldErrors } from "@/lib/client/validation";
import type { SpriteRecord } from "@/lib/contract/sprites";
import { TrackedJobs } from "./job-card";
import {
  ADVANCED_DEFAULTS,
  AdvancedFields,
  type AdvancedValues,
  advancedBody,
  PublicField,
} from "./job-fields";
import { SubmitRow } from "@/components/ui/submit-row";

/** The fields every job takes beyond its own (advanced and public), and them as request fields. */
export function useJobExtras() {
  const [advanced, setAdvanced] = useState<AdvancedValues>(ADVANCED_DEFAULTS);
  const [isPublic, setPublic] = useState(false);
  const body = useMemo(
    () => ({ ...advancedBody(advanced), public: isPublic }),
    [advanced, isPublic],
  );
  return { advanced, setAdvanced, isPublic, setPublic, body };
}

export type JobExtras = ReturnType<typeof useJobExtras>;

/**
 * A background job's panel: its own fields, then the advanced ones, "Public" and the submit row
 * beside the jobs started from this sprite.
 */
export function JobPanel({
  id,
  kind,
  sprite,
  title,
  intro,
  problem,
  formLabel,
  onSubmit,
  form,
  extras,
  extrasDefault,
  extrasHint,
  start,
  cost,
  jobsTitle,
  renderResult,
  children,
}: {
  /** The panel's id stem, as the sprite page's tool buttons name it. */
  id: string;
  kind: JobKind;
  sprite: SpriteRecord;
  title: string;
  intro: ReactNode;
  problem: string | null;
  formLabel: string;
  onSubmit: (event: FormEvent) => void;
  form: { errors: FieldErrors; touch: () => void; formError: string | null };
  extras: JobExtras;
  extrasDefault: number;
  extrasHint: string;
  start: { error: unknown; isPending: boolean };
  cost: number;
  jobsTitle: string;
  renderResult: (record: SpriteRecord, job: TrackedJob) => ReactNode;
  children: ReactNode;
}) {
  return (
    <PanelFrame id={id} title={title} intro={intro}>
      <SourceNote problem={problem} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <form aria-label={formLabel} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <AdvancedFields
            values={extras.advanced}
            onChange={(next) => {
              extras.setAdvanced((v) => ({ ...v, ...next }));
              form.touch();
            }}
            errors={form.errors}
            extrasDefault={extrasDefault}
            extrasHint={extrasHint}
          />
          <PublicField checked={extras.isPublic} onChange={extras.setPublic} />

          <SubmitRow
            formError={form.formError}
            error={start.error}
            pending={start.isPending}
            disabled={problem !== null}
            label={`Start ${kind}`}
            pendingLabel="Starting…"
            cost={cost}
          />
        </form>

        <div className="min-w-0">
          <TrackedJobs
            sourceId={sprite.id}
            kind={kind}
            title={jobsTitle}
            renderResult={renderResult}
          />
        </div>
      </div>
    </PanelFrame>
  );
}
