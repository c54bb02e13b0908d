#include "ui/lessons/lessonpanel.h"

#include "translations/translator.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace {

constexpr int kTwoColumnWidth = 720;

QLabel *wrappingLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel *heading()
{
    auto *label = new QLabel;
    label->setProperty("heading", true); // bold, in the panel's size (LessonPanel::applyFonts)
    return label;
}

void clearLayout(QVBoxLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

} // namespace

LessonPanel::LessonPanel(QWidget *parent)
    : QWidget(parent)
    , m_pickerLabel(new QLabel)
    , m_picker(new QComboBox)
    , m_openFile(new QPushButton)
    , m_scroll(new QScrollArea)
    , m_title(wrappingLabel(QStringLiteral("lessonTitle")))
    , m_introduction(wrappingLabel(QStringLiteral("lessonIntroduction")))
    , m_columns(new QBoxLayout(QBoxLayout::BottomToTop))
    , m_goalsHeading(heading())
    , m_goals(new QVBoxLayout)
    , m_hintsHeading(heading())
    , m_hints(new QVBoxLayout)
    , m_explanation(wrappingLabel(QStringLiteral("lessonExplanation")))
    , m_buttons(new QGridLayout)
    , m_start(new QPushButton)
    , m_nextHint(new QPushButton)
    , m_solution(new QPushButton)
{
    m_picker->setObjectName(QStringLiteral("lessonPicker"));
    m_picker->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_picker->setMinimumContentsLength(12);
    m_pickerLabel->setBuddy(m_picker);
    m_openFile->setObjectName(QStringLiteral("openLessonFile"));
    m_start->setObjectName(QStringLiteral("startLesson"));
    m_nextHint->setObjectName(QStringLiteral("nextHint"));
    m_solution->setObjectName(QStringLiteral("showSolution"));
    m_goalsHeading->setObjectName(QStringLiteral("goalsHeading"));
    // A list that drops down under the box, as in other styles, rather than Fusion's popup
    // centred on the current lesson, which covers the panel.
    m_picker->setStyleSheet(QStringLiteral("QComboBox { combobox-popup: 0; }"));
    m_picker->setMaxVisibleItems(12);

    auto *pickerRow = new QHBoxLayout;
    pickerRow->addWidget(m_pickerLabel);
    pickerRow->addWidget(m_picker, 1);
    pickerRow->addWidget(m_openFile);

    // In two rows in a narrow column, in one in a wide dock (placeButtons).
    m_buttons->addWidget(m_start, 0, 0);
    m_buttons->addWidget(m_nextHint, 0, 1);
    m_buttons->addWidget(m_solution, 1, 0, 1, 2);

    // The title, then in a wide dock the text beside the goals and hints; in a narrow one (a
    // column beside the diagram) the goals and hints first, then the text, so that the goals
    // show without scrolling.
    auto *content = new QWidget;
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->addWidget(m_title);
    contentLayout->addLayout(m_columns);
    contentLayout->addStretch(1); // one column: the text and the goals together at the top
    auto *text = new QVBoxLayout;
    text->addWidget(m_introduction);
    text->addWidget(m_explanation);
    text->addStretch(1);
    auto *goals = new QVBoxLayout;
    goals->addWidget(m_goalsHeading);
    goals->addLayout(m_goals);
    goals->addSpacing(6);
    goals->addWidget(m_hintsHeading);
    goals->addLayout(m_hints);
    goals->addStretch(1);
    m_columns->addLayout(text, 3);
    m_columns->addSpacing(12);
    m_columns->addLayout(goals, 2);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(pickerRow);
    layout->addLayout(m_buttons);
    layout->addWidget(m_scroll, 1);
    applyFonts();

    for (const QString &file : LessonFile::builtInFiles()) {
        const LessonFile::Result read = LessonFile::read(file);
        if (read.lesson) // the built-in ones are checked by tst_lessons
            m_lessons.append(*read.lesson);
    }
    connect(m_picker, &QComboBox::activated, this, &LessonPanel::showLesson);
    connect(m_openFile, &QPushButton::clicked, this, &LessonPanel::openFileRequested);
    connect(m_start, &QPushButton::clicked, this, &LessonPanel::startRequested);
    connect(m_nextHint, &QPushButton::clicked, this, &LessonPanel::showNextHint);
    connect(m_solution, &QPushButton::clicked, this, [this] {
        showExplanation();
        emit solutionRequested();
    });
    retranslate();
    showLesson(m_lessons.isEmpty() ? -1 : 0);
}

QString LessonPanel::language() const
{
    return Translations::currentLanguage();
}

const Lesson *LessonPanel::lesson() const
{
    return m_current >= 0 && m_current < m_lessons.size() ? &m_lessons[m_current] : nullptr;
}

void LessonPanel::addLesson(const Lesson &lesson)
{
    int index = -1;
    for (int i = 0; i < m_lessons.size(); ++i) {
        if (m_lessons[i].id == lesson.id)
            index = i;
    }
    if (index < 0) {
        m_lessons.append(lesson);
        index = int(m_lessons.size()) - 1;
    } else {
        m_lessons[index] = lesson;
    }
    fillPicker();
    showLesson(index);
}

void LessonPanel::showLesson(int index)
{
    const bool changed = index != m_current;
    m_current = index;
    if (changed) {
        m_started = false;
        m_hintsShown = 0;
        m_explained = false;
        m_result = {};
    }
    m_picker->setCurrentIndex(index);
    m_picker->setToolTip(m_picker->currentData(Qt::ToolTipRole).toString());
    fillTexts();
    if (changed)
        emit lessonChosen();
}

void LessonPanel::setStarted(bool started)
{
    m_started = started;
    fillTexts();
    // From the top again (started, reset or another project): the goals' heading, which a
    // revealed hint or the explanation had scrolled out of sight.
    QTimer::singleShot(0, this, [this] { m_scroll->verticalScrollBar()->setValue(0); });
}

void LessonPanel::restart()
{
    m_hintsShown = 0;
    m_explained = false;
    setStarted(true);
}

void LessonPanel::reveal(QWidget *widget)
{
    // Once the layout has placed it: on a projector the hints sit below the fold.
    QTimer::singleShot(0, widget, [this, widget] { m_scroll->ensureWidgetVisible(widget); });
}

void LessonPanel::showResult(const LessonCheck::Result &result)
{
    m_result = result;
    m_checking = false;
    fillGoals();
}

void LessonPanel::setChecking(bool checking)
{
    m_checking = checking;
    fillGoals();
}

void LessonPanel::showNextHint()
{
    if (const Lesson *shown = lesson(); shown && m_hintsShown < shown->hints.size()) {
        ++m_hintsShown;
        fillTexts();
        reveal(findChild<QLabel *>(QStringLiteral("hint%1").arg(m_hintsShown)));
    }
}

void LessonPanel::showExplanation()
{
    m_explained = true;
    fillTexts();
    reveal(m_explanation);
}

void LessonPanel::resizeEvent(QResizeEvent *event)
{
    // Wide: the text (first in the layout) left of the goals. Narrow: the goals above the text,
    // the text straight under the goals.
    const bool wide = event->size().width() >= kTwoColumnWidth;
    m_columns->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::BottomToTop);
    m_columns->setStretch(0, wide ? 3 : 0);
    m_columns->setStretch(2, wide ? 2 : 0);
    placeButtons(!wide);
    QWidget::resizeEvent(event);
}

void LessonPanel::placeButtons(bool twoRows)
{
    // Narrow, Show Solution under the other two, so that the column can be narrower than the
    // three side by side.
    if (twoRows == (m_buttons->itemAtPosition(1, 0) != nullptr))
        return;
    m_buttons->removeWidget(m_solution);
    if (twoRows)
        m_buttons->addWidget(m_solution, 1, 0, 1, 2);
    else
        m_buttons->addWidget(m_solution, 0, 2);
}

void LessonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        applyFonts(); // larger in presentation mode
    QWidget::changeEvent(event);
}

void LessonPanel::applyFonts()
{
    QFont bold = font();
    bold.setBold(true);
    for (QLabel *label : findChildren<QLabel *>()) {
        if (label->property("heading").toBool())
            label->setFont(bold);
    }
    // The picker has a style sheet (its list drops down), which keeps it from following the
    // panel's font by itself.
    m_picker->setFont(font());
    QFont title = bold;
    title.setPointSizeF(bold.pointSizeF() * 1.2);
    m_title->setFont(title);
    fillGoals(); // the ticks as large as the text
}

void LessonPanel::retranslate()
{
    m_pickerLabel->setText(tr("&Lesson:"));
    m_openFile->setText(tr("Open File..."));
    m_openFile->setToolTip(tr("Open a lesson file written by a trainer (docs/lessons.md)"));
    m_solution->setText(tr("Show Solution"));
    m_solution->setToolTip(tr("Show the reference solution beside your design, and why it works"));
    fillPicker();
    fillTexts();
}

void LessonPanel::fillPicker()
{
    const QSignalBlocker blocker(m_picker);
    m_picker->clear();
    // The list as wide as its longest title (within the screen), none cut in the middle; the
    // id, by which the command line knows a lesson, in each item's tooltip.
    int widest = 0;
    const QFontMetrics metrics(m_picker->view()->font());
    for (const Lesson &each : m_lessons) {
        const QString title = each.title.in(language());
        m_picker->addItem(title);
        m_picker->setItemData(m_picker->count() - 1, QStringLiteral("%1 (%2)").arg(title, each.id),
                              Qt::ToolTipRole);
        widest = std::max(widest, metrics.horizontalAdvance(title));
    }
    m_picker->view()->setTextElideMode(Qt::ElideRight);
    const int room = screen() ? screen()->availableGeometry().width() - 40 : widest + 40;
    m_picker->view()->setMinimumWidth(std::min(widest + 40, room));
    m_picker->setCurrentIndex(m_current);
    m_picker->setToolTip(m_picker->currentData(Qt::ToolTipRole).toString());
}

void LessonPanel::fillTexts()
{
    const Lesson *shown = lesson();
    m_start->setEnabled(shown);
    m_solution->setEnabled(shown);
    m_start->setText(m_started ? tr("Reset") : tr("Start Lesson"));
    m_start->setToolTip(m_started ? tr("Discard your changes and start the lesson again")
                                  : tr("Open the lesson's starting design"));
    const int hints = shown ? int(shown->hints.size()) : 0;
    m_nextHint->setEnabled(m_hintsShown < hints);
    m_nextHint->setText(m_hintsShown < hints
                            ? tr("Next Hint (%1 of %2)").arg(m_hintsShown + 1).arg(hints)
                            : tr("No More Hints"));
    m_title->setText(shown ? shown->title.in(language()).toHtmlEscaped() : QString());
    m_introduction->setText(shown ? shown->introduction.in(language()).toHtmlEscaped()
                                  : tr("No lesson is open."));
    m_goalsHeading->setVisible(shown);
    m_hintsHeading->setText(tr("Hints"));
    m_hintsHeading->setVisible(m_hintsShown > 0);
    fillHints();
    m_explanation->setVisible(shown && m_explained);
    if (shown && m_explained) {
        m_explanation->setText(QStringLiteral("<b>%1</b><br>%2")
                                   .arg(tr("The reference solution"),
                                        shown->explanation.in(language()).toHtmlEscaped()));
    }
    fillGoals();
}

void LessonPanel::fillHints()
{
    clearLayout(m_hints);
    const Lesson *shown = lesson();
    for (int i = 0; shown && i < m_hintsShown && i < shown->hints.size(); ++i) {
        QLabel *hint = wrappingLabel(QStringLiteral("hint%1").arg(i + 1));
        hint->setText(tr("%1. %2").arg(i + 1).arg(shown->hints[i].in(language()).toHtmlEscaped()));
        m_hints->addWidget(hint);
    }
}

void LessonPanel::fillGoals()
{
    const Lesson *shown = lesson();
    const int goals = shown ? int(shown->goals.size()) : 0;
    // The rows are made once a lesson and changed in place, so that a check does not make the
    // panel jump.
    if (m_goals->count() != goals || m_goalRowsLesson != m_current) {
        clearLayout(m_goals);
        m_goalRowsLesson = m_current;
        for (int i = 0; i < goals; ++i) {
            auto *row = new QWidget;
            row->setObjectName(QStringLiteral("goal%1").arg(i + 1));
            auto *rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(0, 2, 0, 2);
            auto *tick = new QLabel;
            tick->setObjectName(QStringLiteral("tick"));
            tick->setAlignment(Qt::AlignTop);
            rowLayout->addWidget(tick);
            rowLayout->addWidget(wrappingLabel(QStringLiteral("goalText")), 1);
            m_goals->addWidget(row);
        }
    }
    const bool measured = m_result.goals.size() == goals;
    int met = 0;
    for (int i = 0; i < goals; ++i) {
        const bool passed = measured && m_result.goals[i].passed;
        met += passed ? 1 : 0;
        QWidget *row = m_goals->itemAt(i)->widget();
        row->setProperty("passed", passed);
        auto *tick = row->findChild<QLabel *>(QStringLiteral("tick"));
        const int extent = fontMetrics().height() + 4;
        tick->setPixmap(QIcon(passed ? QStringLiteral(":/icons/risk-safe.svg")
                                     : QStringLiteral(":/icons/goal-open.svg"))
                            .pixmap(extent, extent));
        tick->setToolTip(passed ? tr("Met") : tr("Not met yet"));
        auto *text = row->findChild<QLabel *>(QStringLiteral("goalText"));
        const LessonCheck::GoalResult *result = measured ? &m_result.goals[i] : nullptr;
        const QString figure = !result ? tr("measuring...")
                               : result->known
                                   ? tr("now %1").arg(result->measured.toHtmlEscaped())
                                   : tr("not measured: %1").arg(result->measured.toHtmlEscaped());
        text->setText(QStringLiteral("%1<br><span style=\"color:%2\">%3</span>")
                          .arg(shown->goals[i].text.in(language()).toHtmlEscaped(),
                               passed ? QStringLiteral("#2a6e43") : QStringLiteral("#8a6d00"),
                               figure));
        text->setEnabled(!m_checking);
    }
    m_goalsHeading->setText(!measured      ? tr("Goals")
                            : met == goals ? tr("Goals: all %1 met. Well done!").arg(goals)
                                           : tr("Goals: %1 of %2 met").arg(met).arg(goals));
}
