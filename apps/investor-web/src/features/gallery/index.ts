export { PictureImage } from './PictureImage';
export { ProjectGallery } from './ProjectGallery';
