create 'from_notepad', 'f'
