import { showsWholeDrafts } from './whole-drafts';

describe('which builds show draft press releases whole', () => {
  it('a Netlify deploy preview and the writers’ development server', () => {
    expect(showsWholeDrafts({ CONTEXT: 'deploy-preview' })).toBe(true);
    expect(showsWholeDrafts({ gatsby_executing_command: 'develop' })).toBe(true);
  });

  it('never a build that may reach visitors: production, branch deploys, a local build', () => {
    expect(showsWholeDrafts({ CONTEXT: 'production' })).toBe(false);
    expect(showsWholeDrafts({ CONTEXT: 'branch-deploy' })).toBe(false);
    expect(showsWholeDrafts({ gatsby_executing_command: 'build' })).toBe(false);
    expect(showsWholeDrafts({})).toBe(false);
  });
});
