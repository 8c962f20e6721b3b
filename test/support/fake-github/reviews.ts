/**
 * Pull request reviews and review comments on a FakeGitHub, with GitHub's rules for where a
 * comment may go: RIGHT-side lines inside one hunk of the file's `patch` (from `routePullFiles`'
 * data), `start_line` before `line`, on a file of the pull request. The create-review request is
 * all-or-nothing, like GitHub's: one bad comment answers 422 and nothing is stored.
 *
 *   const reviews = registerReviews(gh, { 7: files }, { 7: [HEAD_SHA] });
 *   reviews.reviews / reviews.comments     // what stands on the pull request
 *   reviews.applySuggestions('deploy/a.yaml', headText)   // as "Commit suggestions" does
 */
import type { PullFile } from './pulls.js';
import { GITHUB_ACTIONS_BOT, MAX_COMMENT_LENGTH, type FakeUser } from './comments.js';
import { type FakeGitHub, type FakeRequest, type FakeResponse, paginate } from './server.js';

export interface FakeReview {
  id: number;
  pull: number;
  body: string;
  state: 'COMMENTED' | 'APPROVED' | 'CHANGES_REQUESTED' | 'PENDING';
  commitId: string;
  user: FakeUser;
  updates: number;
}

export interface FakeReviewComment {
  id: number;
  reviewId: number;
  pull: number;
  path: string;
  body: string;
  line: number;
  startLine?: number;
  commitId: string;
  user: FakeUser;
}

interface CommentInput {
  path: string;
  body: string;
  line?: number;
  side?: string;
  start_line?: number;
  start_side?: string;
  position?: number;
}

const unprocessable = (errors: string[]): FakeResponse => ({
  status: 422,
  body: {
    message: 'Unprocessable Entity',
    errors,
    documentation_url:
      'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
    status: '422',
  },
});

const rightHunks = (patch: string) =>
  [...patch.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)].map((match) => {
    const start = Number(match[1]);
    return { start, end: start + (match[2] === undefined ? 1 : Number(match[2])) - 1 };
  });

export class FakeReviews {
  readonly reviews: FakeReview[] = [];
  readonly comments: FakeReviewComment[] = [];
  private nextId = 5000;

  constructor(
    private readonly gh: FakeGitHub,
    private readonly files: Record<number, readonly PullFile[]>,
    private readonly heads: Record<number, readonly string[]>,
    private readonly tokenUser: FakeUser = GITHUB_ACTIONS_BOT,
  ) {
    const base = '/repos/{owner}/{repo}/pulls';
    gh.route('POST', `${base}/{pull_number}/reviews`, (req) => this.create(req));
    gh.route('GET', `${base}/{pull_number}/reviews`, (req) =>
      paginate(
        this.reviews
          .filter((r) => String(r.pull) === req.params.pull_number)
          .map((r) => this.reviewView(req, r)),
        req.query,
        `${gh.url}${req.path}`,
      ),
    );
    gh.route('PUT', `${base}/{pull_number}/reviews/{review_id}`, (req) => {
      const review = this.reviews.find((r) => String(r.id) === req.params.review_id);
      if (!review) return { status: 404, body: { message: 'Not Found', status: '404' } };
      review.body = (req.body as { body: string }).body;
      review.updates += 1;
      return { status: 200, body: this.reviewView(req, review) };
    });
    gh.route('GET', `${base}/{pull_number}/comments`, (req) =>
      paginate(
        this.comments
          .filter((c) => String(c.pull) === req.params.pull_number)
          .map((c) => this.commentView(req, c)),
        req.query,
        `${gh.url}${req.path}`,
      ),
    );
    gh.route('DELETE', `${base}/comments/{comment_id}`, (req) => {
      const index = this.comments.findIndex((c) => String(c.id) === req.params.comment_id);
      if (index < 0) return { status: 404, body: { message: 'Not Found', status: '404' } };
      this.comments.splice(index, 1);
      return { status: 204 };
    });
  }

  /** Comments standing on the pull request. */
  on(pull: number): FakeReviewComment[] {
    return this.comments.filter((comment) => comment.pull === pull);
  }

  /**
   * The file after committing every suggestion of `pull` on `path`, as GitHub's batch commit does:
   * each suggestion block replaces its whole line range.
   */
  applySuggestions(pull: number, path: string, head: string): string {
    const lines = head.replace(/\n$/, '').split('\n');
    const suggestions = this.on(pull)
      .filter((comment) => comment.path === path)
      .map((comment) => {
        const match = /^(`{3,})suggestion\n([\s\S]*?)\n?\1$/m.exec(comment.body);
        if (!match) throw new Error(`comment ${comment.id} has no suggestion block`);
        const text = match[2] ?? '';
        return {
          start: comment.startLine ?? comment.line,
          end: comment.line,
          lines: text === '' ? [] : text.split('\n'),
        };
      })
      .sort((a, b) => b.start - a.start);
    for (const suggestion of suggestions) {
      lines.splice(
        suggestion.start - 1,
        suggestion.end - suggestion.start + 1,
        ...suggestion.lines,
      );
    }
    return `${lines.join('\n')}\n`;
  }

  private problems(pull: number, comment: CommentInput): string[] {
    const file = this.files[pull]?.find((candidate) => candidate.filename === comment.path);
    if (!file) return ['Path could not be resolved'];
    if (comment.position !== undefined) return [];
    if (comment.line === undefined)
      return ['Pull request review thread line must be part of the diff'];
    if (file.patch === undefined)
      return ['Pull request review thread diff hunk can\u2019t be blank'];
    if (comment.side !== undefined && comment.side !== 'RIGHT' && comment.side !== 'LEFT') {
      return ['Pull request review thread side is invalid'];
    }
    const hunks = rightHunks(file.patch);
    const hunk = hunks.find((h) => h.start <= comment.line! && comment.line! <= h.end);
    if (!hunk) return ['Pull request review thread line must be part of the diff'];
    if (comment.start_line !== undefined) {
      if (comment.start_line >= comment.line) {
        return ['Pull request review thread start line must precede the end line.'];
      }
      if (comment.start_line < hunk.start) {
        return ['Pull request review thread start line must be part of the same hunk as the line.'];
      }
    }
    if (comment.body.length > MAX_COMMENT_LENGTH)
      return ['Body is too long (maximum is 65536 characters)'];
    return [];
  }

  private create(req: FakeRequest): FakeResponse {
    const pull = Number(req.params.pull_number);
    const input = req.body as {
      commit_id?: string;
      body?: string;
      event?: string;
      comments?: CommentInput[];
    };
    const heads = this.heads[pull] ?? [];
    if (input.commit_id !== undefined && !heads.includes(input.commit_id)) {
      return unprocessable(['The commitOID is not part of the pull request']);
    }
    if ((input.event === 'COMMENT' || input.event === 'REQUEST_CHANGES') && !input.body) {
      return unprocessable(['Body is required for COMMENT and REQUEST_CHANGES reviews']);
    }
    if ((input.body ?? '').length > MAX_COMMENT_LENGTH) {
      return unprocessable(['Body is too long (maximum is 65536 characters)']);
    }
    const errors = (input.comments ?? []).flatMap((comment) => this.problems(pull, comment));
    if (errors.length > 0) return unprocessable(errors);
    const review: FakeReview = {
      id: this.nextId++,
      pull,
      body: input.body ?? '',
      state:
        input.event === 'COMMENT'
          ? 'COMMENTED'
          : input.event === 'APPROVE'
            ? 'APPROVED'
            : input.event === 'REQUEST_CHANGES'
              ? 'CHANGES_REQUESTED'
              : 'PENDING',
      commitId: input.commit_id ?? heads[heads.length - 1] ?? '',
      user: this.tokenUser,
      updates: 0,
    };
    this.reviews.push(review);
    for (const comment of input.comments ?? []) {
      this.comments.push({
        id: this.nextId++,
        reviewId: review.id,
        pull,
        path: comment.path,
        body: comment.body,
        line: comment.line ?? 0,
        ...(comment.start_line !== undefined && { startLine: comment.start_line }),
        commitId: review.commitId,
        user: this.tokenUser,
      });
    }
    return { status: 200, body: this.reviewView(req, review) };
  }

  private userView(user: FakeUser) {
    return {
      login: user.login,
      id: user.login.length,
      node_id: `U_${user.login}`,
      avatar_url: 'https://avatars.example/u',
      gravatar_id: null,
      url: `${this.gh.url}/users/${encodeURIComponent(user.login)}`,
      html_url: `https://github.example/${encodeURIComponent(user.login)}`,
      type: user.type,
      site_admin: false,
    };
  }

  private pullUrl(req: FakeRequest, pull: number) {
    return `${this.gh.url}/repos/${req.params.owner}/${req.params.repo}/pulls/${pull}`;
  }

  private reviewView(req: FakeRequest, review: FakeReview) {
    const html = `https://github.example/${req.params.owner}/${req.params.repo}/pull/${review.pull}#pullrequestreview-${review.id}`;
    return {
      id: review.id,
      node_id: `PRR_${review.id}`,
      user: this.userView(review.user),
      body: review.body,
      state: review.state,
      html_url: html,
      pull_request_url: this.pullUrl(req, review.pull),
      _links: { html: { href: html }, pull_request: { href: this.pullUrl(req, review.pull) } },
      submitted_at: '2024-01-01T00:00:00Z',
      commit_id: review.commitId,
      author_association: 'NONE',
    };
  }

  private commentView(req: FakeRequest, comment: FakeReviewComment) {
    const url = `${this.gh.url}/repos/${req.params.owner}/${req.params.repo}/pulls/comments/${comment.id}`;
    const html = `https://github.example/${req.params.owner}/${req.params.repo}/pull/${comment.pull}#discussion_r${comment.id}`;
    return {
      url,
      pull_request_review_id: comment.reviewId,
      id: comment.id,
      node_id: `PRRC_${comment.id}`,
      diff_hunk: '@@ -1 +1 @@',
      path: comment.path,
      commit_id: comment.commitId,
      original_commit_id: comment.commitId,
      user: this.userView(comment.user),
      body: comment.body,
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
      html_url: html,
      pull_request_url: this.pullUrl(req, comment.pull),
      author_association: 'NONE',
      _links: {
        self: { href: url },
        html: { href: html },
        pull_request: { href: this.pullUrl(req, comment.pull) },
      },
      start_line: comment.startLine ?? null,
      original_start_line: comment.startLine ?? null,
      start_side: comment.startLine === undefined ? null : 'RIGHT',
      line: comment.line,
      original_line: comment.line,
      side: 'RIGHT',
      subject_type: 'line',
    };
  }
}

export function registerReviews(
  gh: FakeGitHub,
  files: Record<number, readonly PullFile[]>,
  heads: Record<number, readonly string[]>,
  tokenUser?: FakeUser,
): FakeReviews {
  return new FakeReviews(gh, files, heads, tokenUser);
}
