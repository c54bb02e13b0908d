%x(touch /tmp/hbd-hostile-marker)
create 'after_percent_x', 'f'
