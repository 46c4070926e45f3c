import type { EngineSettings } from '../../core/settings.js';

/** Spec 2 v4.1: the two agents a response may send work back to. */
export const REVISION_TARGETS = ['manifest-gateway', 'svg-forge'] as const;
/** Spec 2 v4.0 folded these into the Flow Orchestrator; old outputs still name them. */
const RETIRED_AGENTS = ['router-agent', 'planner-agent', 'manifest-review', 'svg-review'] as const;
/**
 * The config keys that add revision targets: the documented `revision-target`, and the field's
 * own spelling (as `next_action` is spelled), which a team is as likely to write.
 */
export const REVISION_TARGET_ENUMS = [
  'subagent-response/revision-target',
  'subagent-response/revision_target',
] as const;

export const isRetired = (name: string) => (RETIRED_AGENTS as readonly string[]).includes(name);

/** Spec 2's valid revision targets with the team's additions. */
export function revisionTargets(config: EngineSettings): string[] {
  return [...new Set([...REVISION_TARGETS, ...REVISION_TARGET_ENUMS.flatMap((key) => config.enums[key] ?? [])])];
}
