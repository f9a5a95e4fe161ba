// A drawn landscape as an SVG data URI, so the demos need no network.
export const mountainPhoto = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">' +
    '<rect width="320" height="180" fill="#bfe0f2"/><circle cx="250" cy="48" r="22" fill="#fff4cf"/>' +
    '<path d="M0 150 90 60 150 120 210 70 320 160V180H0Z" fill="#4d6a8a"/>' +
    '<path d="M90 60 108 78 96 80 84 70ZM210 70 226 86 212 88Z" fill="#f4f7fb"/>' +
    '<rect y="150" width="320" height="30" fill="#6b8f4e"/></svg>',
)}`;
