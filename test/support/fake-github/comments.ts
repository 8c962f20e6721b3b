/**
 * Pull request comments on a FakeGitHub: list (paginated as GitHub does, 30 per page by
 * default), create, update; and `GET /user`, which answers 403 for installation tokens such as
 * GITHUB_TOKEN, whose comments are written by `github-actions[bot]`.
 *
 *   const comments = registerComments(gh);                 // the token is GITHUB_TOKEN
 *   const comments = registerComments(gh, { login: 'alice', type: 'User' }); // a personal token
 *   comments.seed(7, 250, { login: 'octocat', type: 'User' });
 */
import {
  type FakeGitHub,
  type FakeRequest,
  type FakeResponse,
  paginate,
  resourceNotAccessible,
  validationFailed,
} from './server.js';

export interface FakeUser {
  login: string;
  type: 'User' | 'Bot';
}

export interface FakeComment {
  id: number;
  owner: string;
  repo: string;
  issueNumber: number;
  body: string;
  user: FakeUser;
  updates: number;
}

export const GITHUB_ACTIONS_BOT: FakeUser = { login: 'github-actions[bot]', type: 'Bot' };
/** GitHub's limit, in characters. */
export const MAX_COMMENT_LENGTH = 65_536;

export class FakeComments {
  readonly comments: FakeComment[] = [];
  private nextId = 1000;

  /** `tokenUser`: who the token belongs to; the GITHUB_TOKEN's bot by default. */
  constructor(
    private readonly gh: FakeGitHub,
    private readonly tokenUser: FakeUser = GITHUB_ACTIONS_BOT,
  ) {
    gh.route('GET', '/user', () =>
      tokenUser.type === 'Bot'
        ? resourceNotAccessible('')
        : { status: 200, body: this.userView(tokenUser) },
    );
    gh.route('GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', (req) =>
      paginate(
        this.on(req).map((comment) => this.view(comment)),
        req.query,
        `${gh.url}${req.path}`,
      ),
    );
    gh.route('POST', '/repos/{owner}/{repo}/issues/{issue_number}/comments', (req) =>
      this.create(req),
    );
    gh.route('PATCH', '/repos/{owner}/{repo}/issues/comments/{comment_id}', (req) =>
      this.update(req),
    );
  }

  /** Adds `count` comments by `user` to the pull request, e.g. a long discussion. */
  seed(
    issueNumber: number,
    count: number,
    user: FakeUser,
    body = 'LGTM',
    owner = 'acme',
    repo = 'web',
  ): void {
    for (let index = 0; index < count; index++) {
      this.add({ owner, repo, issueNumber, body: `${body} #${index + 1}`, user });
    }
  }

  /** Comments by `login` on the pull request. */
  by(login: string, issueNumber: number): FakeComment[] {
    return this.comments.filter(
      (comment) => comment.user.login === login && comment.issueNumber === issueNumber,
    );
  }

  add(comment: Omit<FakeComment, 'id' | 'updates'>): FakeComment {
    const added = { ...comment, id: this.nextId++, updates: 0 };
    this.comments.push(added);
    return added;
  }

  private on(req: FakeRequest): FakeComment[] {
    return this.comments.filter(
      (comment) =>
        comment.owner === req.params.owner &&
        comment.repo === req.params.repo &&
        String(comment.issueNumber) === req.params.issue_number,
    );
  }

  private userView(user: FakeUser) {
    return {
      login: user.login,
      id: user.login.length,
      node_id: `U_${user.login}`,
      type: user.type,
      site_admin: false,
      url: `${this.gh.url}/users/${encodeURIComponent(user.login)}`,
      html_url: `https://github.example/${encodeURIComponent(user.login)}`,
    };
  }

  private view(comment: FakeComment) {
    return {
      id: comment.id,
      node_id: `IC_${comment.id}`,
      url: `${this.gh.url}/repos/${comment.owner}/${comment.repo}/issues/comments/${comment.id}`,
      html_url: `https://github.example/${comment.owner}/${comment.repo}/pull/${comment.issueNumber}#issuecomment-${comment.id}`,
      issue_url: `${this.gh.url}/repos/${comment.owner}/${comment.repo}/issues/${comment.issueNumber}`,
      body: comment.body,
      user: this.userView(comment.user),
      author_association: comment.user.type === 'Bot' ? 'NONE' : 'MEMBER',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-01T00:00:00Z',
    };
  }

  private tooLong(body: string): FakeResponse | undefined {
    if ([...body].length <= MAX_COMMENT_LENGTH) return undefined;
    return validationFailed([
      {
        resource: 'IssueComment',
        code: 'custom',
        field: 'body',
        message: `body is too long (maximum is ${MAX_COMMENT_LENGTH} characters)`,
      },
    ]);
  }

  private create(req: FakeRequest): FakeResponse {
    const { body } = req.body as { body: string };
    const error = this.tooLong(body);
    if (error) return error;
    const comment = this.add({
      owner: req.params.owner ?? '',
      repo: req.params.repo ?? '',
      issueNumber: Number(req.params.issue_number),
      body,
      user: this.tokenUser,
    });
    return { status: 201, body: this.view(comment) };
  }

  private update(req: FakeRequest): FakeResponse {
    const comment = this.comments.find(
      (candidate) => String(candidate.id) === req.params.comment_id,
    );
    if (!comment) return { status: 404, body: { message: 'Not Found', status: '404' } };
    const { body } = req.body as { body: string };
    const error = this.tooLong(body);
    if (error) return error;
    comment.body = body;
    comment.updates += 1;
    return { status: 200, body: this.view(comment) };
  }
}

export function registerComments(gh: FakeGitHub, tokenUser?: FakeUser): FakeComments {
  return new FakeComments(gh, tokenUser);
}
