export { type DownloadedFile, downloadFile, fileNameFrom, saveFile } from './download-file.ts';
