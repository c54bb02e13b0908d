create 'latin1_café', 'f'
