import * as React from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import AppTheme from '../shared-theme/AppTheme';
import ArticleView from './components/ArticleView';
import BlogFooter from './components/BlogFooter';
import BlogHeader from './components/BlogHeader';
import BlogIndex from './components/BlogIndex';
import { postBySlug } from './utils/format';

/**
 * The blog of Tidemark, an invented offline hiking-map app: a front page and an article page.
 * Which one shows is kept in state here; with a router, make them two routes.
 */
export default function Blog() {
  const [slug, setSlug] = React.useState<string | null>(null);
  const post = slug ? postBySlug(slug) : undefined;

  // Links carry `#slug` addresses: a visit to one (a shared link, a new tab) opens that post.
  React.useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    if (postBySlug(fromHash)) setSlug(fromHash);
  }, []);

  const open = (next: string) => {
    setSlug(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <AppTheme>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
        <BlogHeader onHome={() => setSlug(null)} />
        <Container component="main" id="journal" maxWidth="lg" sx={{ flex: 1 }}>
          {post ? <ArticleView post={post} onBack={() => setSlug(null)} onOpen={open} /> : <BlogIndex onOpen={open} />}
        </Container>
        <BlogFooter />
      </Box>
    </AppTheme>
  );
}
