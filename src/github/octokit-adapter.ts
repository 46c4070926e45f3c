import type { BranchActivity, GitHubAdapter, Permission } from './adapter.js';
import type { Octokit } from './client.js';
import { httpStatus, isNotFound } from './errors.js';
import {
  type Repo,
  PER_PAGE,
  MAX_FILES,
  MAX_COMPARE_FILES,
  linkCursor,
  allPages,
  type ApiFile,
  toChanged,
  toAnnotation,
  apiOutput,
  ONCE,
  type Api,
} from './octokit-api.js';
import { commentOperations, issueOperations, labelOperations } from './octokit-issues.js';
import { branchOperations, decisionOperations, fileOperations, pullOperations } from './octokit-contents.js';

export type { Repo } from './octokit-api.js';

/** What a change holds: a pull request's changed files, a comparison's, and a file at a commit. */
function changedFileOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'listPullFiles' | 'compareFiles' | 'fileAt'> {
  return {
    async listPullFiles(pull, expected) {
      const files = await allPages(
        (page) => octokit.rest.pulls.listFiles({ ...repo, pull_number: pull, per_page: PER_PAGE, page }),
        { expected, maxPages: MAX_FILES / PER_PAGE },
      );
      return files.slice(0, MAX_FILES).map(toChanged);
    },
    async compareFiles(base, head) {
      try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
        });
        const files = (data.files ?? []) as ApiFile[];
        // GitHub lists at most 300 files of a comparison: past that the list is partial.
        return files.length >= MAX_COMPARE_FILES ? 'partial' : files.map(toChanged);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async fileAt(path, ref) {
      try {
        const { data } = await octokit.rest.repos.getContent({ ...repo, path, ref });
        if (Array.isArray(data) || data.type !== 'file' || !('content' in data)) return undefined;
        return Buffer.from(data.content, 'base64');
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
  };
}

/** Who pushed what: the branch's activity (GitHub's record of each update and its actor), and an update's commits. */
function activityOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'branchActivity' | 'commitsBetween' | 'reaches'> {
  return {
    async branchActivity(branch, maxPages) {
      const activities: BranchActivity[] = [];
      let after: string | undefined;
      try {
        // Cursor pages come one after the other: each names the next.
        for (let page = 0; page < maxPages; page++) {
          const { data, headers } = await octokit.rest.repos.listActivities({
            ...repo,
            ref: `refs/heads/${branch}`,
            direction: 'desc',
            per_page: PER_PAGE,
            ...(after !== undefined && { after }),
          });
          for (const a of data)
            if (a.activity_type !== 'branch_deletion')
              activities.push({
                before: a.before,
                after: a.after,
                type: a.activity_type,
                at: a.timestamp,
                ...(a.actor?.login && { actor: a.actor.login }),
              });
          after = linkCursor(headers.link);
          if (after === undefined || data.length === 0) return { activities, complete: true };
        }
        return { activities, complete: false };
      } catch (error) {
        if (httpStatus(error) !== undefined) return undefined;
        throw error;
      }
    },
    async reaches(head, sha) {
      try {
        // `sha...head`: "identical" or "ahead" when `sha` is head or behind it; one commit asked for, not the list.
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${sha}...${head}`,
          per_page: 1,
        });
        return data.status === 'identical' || data.status === 'ahead';
      } catch (error) {
        if (isNotFound(error) || httpStatus(error) === 422) return undefined;
        throw error;
      }
    },
    async commitsBetween(base, head, max) {
      const perPage = Math.min(PER_PAGE, Math.max(1, max));
      try {
        const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
          ...repo,
          basehead: `${base}...${head}`,
          per_page: perPage,
        });
        return data.total_commits > data.commits.length ? undefined : data.commits.map((c) => c.sha);
      } catch (error) {
        if (isNotFound(error) || httpStatus(error) === 422) return undefined;
        throw error;
      }
    },
  };
}

/** Who may do what: a person's permission on the repository, and a team's members. */
function accessOperations({ octokit, repo }: Api): Pick<GitHubAdapter, 'permissionOf' | 'teamMembership'> {
  return {
    async permissionOf(user) {
      try {
        const { data } = await octokit.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: user });
        // role_name tells maintain and triage apart, which `permission` folds into write and read.
        const role = (data as { role_name?: string }).role_name;
        const known: Permission[] = ['admin', 'maintain', 'write', 'triage', 'read'];
        return known.includes(role as Permission) ? (role as Permission) : (data.permission as Permission);
      } catch (error) {
        if (isNotFound(error)) return 'none';
        throw error;
      }
    },
    async teamMembership(team, user) {
      const [org, slug] = team.split('/') as [string, string];
      try {
        // A team the token cannot see answers 404 like a team that does not exist: asked first, so
        // that "not a member" is only said of a team the token can read.
        await octokit.rest.teams.getByName({ org, team_slug: slug });
      } catch (error) {
        const status = httpStatus(error);
        if (status === 404 || status === 403) return 'unreadable';
        throw error;
      }
      try {
        const { data } = await octokit.rest.teams.getMembershipForUserInOrg({ org, team_slug: slug, username: user });
        return data.state === 'active' ? 'member' : 'not-member';
      } catch (error) {
        if (isNotFound(error)) return 'not-member';
        throw error;
      }
    },
  };
}

/** Check runs and their annotations. */
function checkOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'createCheckRun' | 'updateCheckRun' | 'findCheckRuns' | 'countCheckRunAnnotations' | 'listCheckRunAnnotations'
> {
  return {
    async createCheckRun(run) {
      const { data } = await octokit.rest.checks.create({
        ...repo,
        name: run.name,
        head_sha: run.headSha,
        external_id: run.externalId,
        status: run.status,
        ...(run.conclusion !== undefined && { conclusion: run.conclusion }),
        output: apiOutput(run.output),
        ...ONCE,
      });
      return { id: data.id };
    },
    async updateCheckRun(id, change) {
      await octokit.rest.checks.update({
        ...repo,
        check_run_id: id,
        ...(change.status !== undefined && { status: change.status }),
        ...(change.conclusion !== undefined && { conclusion: change.conclusion }),
        ...(change.output !== undefined && { output: apiOutput(change.output) }),
        ...ONCE,
      });
    },
    async findCheckRuns(ref, name) {
      // `filter: all`: a run looks for its own check run, which a newer one of the same name may hide from `latest`.
      const runs = await allPages(async (page) => {
        const { data, headers } = await octokit.rest.checks.listForRef({
          ...repo,
          ref,
          check_name: name,
          filter: 'all',
          per_page: PER_PAGE,
          page,
        });
        return { data: data.check_runs, headers };
      });
      return runs.map((r) => ({
        id: r.id,
        externalId: r.external_id,
        status: r.status,
        conclusion: r.conclusion,
        title: r.output.title,
        summary: r.output.summary,
        annotationsCount: r.output.annotations_count,
      }));
    },
    async countCheckRunAnnotations(id) {
      const { data } = await octokit.rest.checks.get({ ...repo, check_run_id: id });
      return data.output.annotations_count;
    },
    async listCheckRunAnnotations(id) {
      const annotations = await allPages((page) =>
        octokit.rest.checks.listAnnotations({ ...repo, check_run_id: id, per_page: PER_PAGE, page }),
      );
      return annotations.map((a) => toAnnotation(a));
    },
  };
}
/**
 * Comments and issues are always created once (their callers recognise a lost answer by our
 * markers). `once` sends the command flow's other creating writes (commits, deletions, branches,
 * pull requests) once too: that flow recognises its own commits by their trailer (see `withoutRetries`).
 */
export function octokitAdapter(
  octokit: Octokit,
  repo: Repo,
  options: { once?: boolean; secondMs?: number } = {},
): GitHubAdapter {
  const api: Api = { octokit, repo, creating: options.once ? ONCE : {} };
  const secondMs = options.secondMs ?? 1000;
  return {
    ...changedFileOperations(api),
    ...issueOperations(api),
    ...commentOperations(api),
    ...labelOperations(api),
    ...fileOperations(api),
    ...branchOperations(api),
    ...decisionOperations(api),
    ...pullOperations(api),
    ...activityOperations(api),
    ...accessOperations(api),
    ...checkOperations(api),
    withoutRetries: () => octokitAdapter(octokit, repo, { ...options, once: true }),
    // As plugin-retry waits: attempt² seconds (of the client's pacing). Not unref'd: the wait is
    // the run's only pending work, and an unref'd timer would let the process end inside it.
    pause: (attempt) => new Promise((resolve) => setTimeout(resolve, attempt * attempt * secondMs)),
  };
}
