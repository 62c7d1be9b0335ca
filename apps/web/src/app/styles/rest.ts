// Loaded with every page but sign-in (routes.tsx), so the first screen downloads only its own styles.
import './rest.css';
