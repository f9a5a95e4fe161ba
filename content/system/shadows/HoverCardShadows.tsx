import Box from '@mui/system/Box';

const courses = [
  { title: 'Watercolour basics', lessons: 12, elevation: 0 },
  { title: 'Urban sketching', lessons: 8, elevation: 1 },
  { title: 'Ink and wash', lessons: 10, elevation: 3 },
];

export default function HoverCardShadows() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      {courses.map((course) => (
        <Box
          key={course.title}
          component="a"
          href="#"
          sx={{
            width: 170,
            p: 2,
            color: 'text.primary',
            textDecoration: 'none',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: course.elevation,
            transition: 'box-shadow 200ms',
            '&:hover, &:focus-visible': { boxShadow: 8 },
          }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{course.title}</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 13 }}>
            {course.lessons} lessons · boxShadow {course.elevation}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
